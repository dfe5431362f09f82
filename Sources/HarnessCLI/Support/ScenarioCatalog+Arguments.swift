import Foundation
import Runs

/// Where the scenarios and the specification are, from the command line.
extension ScenarioCatalog {
  /// The scenarios folder: `--scenarios DIR`, else the first `Scenarios` folder in the current
  /// folder or a folder above it (so a subfolder, or Xcode's working folder inside the package,
  /// works). When there is none, the error lists every place it looked.
  static func root(from arguments: ParsedArguments) throws(UsageError) -> URL {
    if let given = arguments.value("scenarios") {
      // An empty path would be the current folder, and every scenario under it, `.build` too.
      guard !given.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw UsageError("option '--scenarios' needs a folder path, not an empty string")
      }
      return URL(fileURLWithPath: given, isDirectory: true).standardizedFileURL
    }
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      .standardizedFileURL
    var looked: [String] = []
    while true {
      let candidate = folder.appendingPathComponent("Scenarios", isDirectory: true)
      if PathKind(of: candidate) == .folder { return candidate }
      looked.append(candidate.path)
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path || looked.count >= 64 { break }
      folder = parent
    }
    throw UsageError(
      "no Scenarios folder in the current folder or above it; looked at "
        + looked.joined(separator: ", ") + "; name one with --scenarios DIR")
  }

  /// The specification whose behaviour ids scenarios cover: `--spec FILE`, which must be a file
  /// that can be read (said before any work, not by a report that lacks the coverage), else
  /// `Docs/AppSpec.md` beside the scenarios folder, which a package may not have.
  static func specFile(from arguments: ParsedArguments, scenariosRoot: URL) throws(UsageError) -> URL {
    guard let given = arguments.value("spec") else {
      return packageRoot(of: scenariosRoot).appendingPathComponent("Docs/AppSpec.md")
    }
    let file = URL(fileURLWithPath: given)
    guard PathKind(of: file) == .file, FileManager.default.isReadableFile(atPath: file.path) else {
      throw UsageError("option '--spec' needs the specification's file, and '\(given)' cannot be read")
    }
    return file
  }
}
