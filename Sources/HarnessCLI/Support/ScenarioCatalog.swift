import Foundation
import ScenarioLanguage

/// The scenarios a command works on: found under the scenarios folder, or the paths given,
/// narrowed by tag and name filters.
struct ScenarioCatalog {
  let root: URL
  let scenarios: [Scenario]
  let diagnostics: [ScenarioDiagnostic]
  /// The `.scenario` files and folders left out because their names are not UTF-8.
  var skipped: [ScenarioDiagnostic] = []

  /// The scenarios folder: `--scenarios DIR`, else the first `Scenarios` folder in the current
  /// folder or a folder above it (so a subfolder, or Xcode's working folder inside the package,
  /// works). When there is none, the error lists every place it looked.
  static func root(from arguments: ParsedArguments) throws(UsageError) -> URL {
    if let given = arguments.value("scenarios") {
      return URL(fileURLWithPath: given, isDirectory: true).standardizedFileURL
    }
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      .standardizedFileURL
    var looked: [String] = []
    while true {
      let candidate = folder.appendingPathComponent("Scenarios", isDirectory: true)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return candidate
      }
      looked.append(candidate.path)
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path || looked.count >= 64 { break }
      folder = parent
    }
    throw UsageError(
      "no Scenarios folder in the current folder or above it; looked at "
        + looked.joined(separator: ", ") + "; name one with --scenarios DIR")
  }

  /// The package folder the scenarios belong to: the folder holding the scenarios folder.
  static func packageRoot(of scenariosRoot: URL) -> URL {
    scenariosRoot.deletingLastPathComponent()
  }

  /// The specification whose behaviour ids scenarios cover: `--spec FILE`, else
  /// `Docs/AppSpec.md` beside the scenarios folder.
  static func specFile(from arguments: ParsedArguments, scenariosRoot: URL) -> URL {
    if let given = arguments.value("spec") { return URL(fileURLWithPath: given) }
    return packageRoot(of: scenariosRoot).appendingPathComponent("Docs/AppSpec.md")
  }

  /// Loads the scenarios named by `paths` (files or folders inside the scenarios folder, as given
  /// on the command line; every scenario when there is none), keeping those with any of `tags` and
  /// those whose title or path contains any of `names`. Nil, after printing why, when a path names
  /// nothing the harness would read: a missing file, one outside the scenarios folder, one that is
  /// not a `.scenario` file, or a folder without any.
  static func load(
    root: URL, paths: [String] = [], tags: [String] = [], names: [String] = []
  ) -> ScenarioCatalog? {
    let loaded: ScenarioLoadResult
    var isDirectory: ObjCBool = false
    if paths.isEmpty || !FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      loaded = ScenarioLoader.loadAll(root: root)
    } else {
      switch ScenarioLoader.selectListing(paths, root: root) {
      case .success(let listing):
        let files = ScenarioLoader.load(listing.paths, root: root)
        loaded = ScenarioLoadResult(
          scenarios: files.scenarios, diagnostics: files.diagnostics,
          skipped: ScenarioLoader.skippedDiagnostics(listing.undecodable, root: root))
      case .failure(let error):
        let hint = if case .outsideRoot = error { "; use --scenarios DIR" } else { "" }
        Console.error("error: \(error.message)\(hint)")
        return nil
      }
    }
    let scenarios = loaded.scenarios.filter { scenario in
      (tags.isEmpty || scenario.tags.contains { tags.contains($0) })
        && (names.isEmpty
          || names.contains {
            scenario.name.localizedCaseInsensitiveContains($0) || scenario.path.contains($0)
          })
    }
    return ScenarioCatalog(
      root: root, scenarios: scenarios, diagnostics: loaded.diagnostics, skipped: loaded.skipped)
  }

  /// Prints every diagnostic, compiler style, to standard error, its path as seen from the current
  /// folder (``shown(_:)``): first the entries left out for their names, as warnings (as errors,
  /// counted with the others, for `check`).
  func printDiagnostics(skippedAreErrors: Bool = false) {
    if !skippedAreErrors {
      for diagnostic in skipped { Console.error(shown(diagnostic.render(severity: "warning"))) }
    }
    let errors = (skippedAreErrors ? skipped : []) + diagnostics
    for diagnostic in errors { Console.error(shown(diagnostic.render())) }
    if !errors.isEmpty {
      let files = Set(errors.map(\.location.file)).count
      Console.error(
        "\(errors.count) error\(errors.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")")
    }
  }

  /// A scenario path, or a located message that starts with one (`Scenarios/x.scenario:4:1: …`),
  /// with the scenarios folder as seen from the current folder: unchanged for `Scenarios/` in the
  /// current folder, `../../Scenarios/…` from a subfolder of the package, the absolute path for a
  /// folder that shares nothing but `/` with the current one.
  func shown(_ text: String) -> String { DisplayPath.located(text, scenariosRoot: root) }
}
