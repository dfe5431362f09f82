import Foundation

/// The scenario files under a folder, and the entries whose names no path can hold.
public struct ScenarioListing: Equatable, Sendable {
  /// The relative paths of the files, sorted.
  public let paths: [String]
  /// The `.scenario` files and the folders whose names are not valid UTF-8, relative to the root,
  /// each byte that is not UTF-8 written `\xE9`; a folder's ends with `/`. Sorted.
  public let undecodable: [String]

  public init(paths: [String], undecodable: [String]) {
    self.paths = paths
    self.undecodable = undecodable
  }
}

// MARK: - Listing a folder

extension ScenarioLoader {
  /// The relative paths of the `.scenario` files (or those ending with `suffix`) under `root` (or
  /// under its subfolder `folder`), sorted. Links to folders are not followed; links to files are
  /// listed (and checked when read). Names that are not UTF-8 are left out (see ``listing(in:under:suffix:)``).
  public static func scenarioFiles(
    in root: URL, under folder: String = "", suffix: String = ".scenario"
  ) -> [String] {
    listing(in: root, under: folder, suffix: suffix).paths
  }

  /// The files ending with `suffix` under `root` (or its subfolder `folder`), and the files
  /// ending so and folders whose names are not UTF-8: those are not opened (a folder of them is
  /// not walked), but named, escaped, so that every command can say it leaves them out.
  public static func listing(
    in root: URL, under folder: String = "", suffix: String = ".scenario"
  ) -> ScenarioListing {
    let suffixBytes = Array(suffix.utf8)
    var paths: [String] = []
    var undecodable: [String] = []
    var pending = [folder]
    while let relative = pending.popLast() {
      let url = relative.isEmpty ? root : root.appendingPathComponent(relative, isDirectory: true)
      for entry in FileConfinement.entries(of: url) {
        let isFolder = entry.type == .typeDirectory
        guard let name = entry.name else {
          if isFolder || entry.bytes.reversed().starts(with: suffixBytes.reversed()) {
            let escaped = FileConfinement.escapedName(entry.bytes)
            undecodable.append((relative.isEmpty ? "" : "\(relative)/") + escaped + (isFolder ? "/" : ""))
          }
          continue
        }
        let child = relative.isEmpty ? name : "\(relative)/\(name)"
        if isFolder {
          pending.append(child)
        } else if name.hasSuffix(suffix) {
          paths.append(child)
        }
      }
    }
    return ScenarioListing(paths: paths.sorted(), undecodable: undecodable.sorted())
  }

  /// A diagnostic for each of `undecodable` (``ScenarioListing/undecodable``), located at the
  /// start of the entry, named from the root's name like a scenario.
  public static func skippedDiagnostics(_ undecodable: [String], root: URL) -> [ScenarioDiagnostic] {
    let prefix = root.standardizedFileURL.lastPathComponent
    return undecodable.map { path in
      let isFolder = path.hasSuffix("/")
      return ScenarioDiagnostic(
        location: ScenarioLocation(
          file: "\(prefix)/\(isFolder ? String(path.dropLast()) : path)", line: 1, column: 1),
        problem: .undecodableName(isFolder: isFolder))
    }
  }
}
