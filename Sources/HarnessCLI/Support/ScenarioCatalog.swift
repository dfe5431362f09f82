import Foundation
import ScenarioLanguage

/// The scenarios a command works on: found under the scenarios folder, or the paths given,
/// narrowed by tag and name filters.
struct ScenarioCatalog {
  let root: URL
  let scenarios: [Scenario]
  let diagnostics: [ScenarioDiagnostic]

  /// The scenarios folder: `--scenarios DIR`, else `Scenarios` in the current directory.
  static func root(from arguments: ParsedArguments) -> URL {
    URL(fileURLWithPath: arguments.value("scenarios") ?? "Scenarios", isDirectory: true).standardizedFileURL
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
      switch ScenarioLoader.select(paths, root: root) {
      case .success(let files): loaded = ScenarioLoader.load(files, root: root)
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
    return ScenarioCatalog(root: root, scenarios: scenarios, diagnostics: loaded.diagnostics)
  }

  /// Prints every diagnostic, compiler style, to standard error.
  func printDiagnostics() {
    for diagnostic in diagnostics { Console.error(diagnostic.render()) }
    if !diagnostics.isEmpty {
      let files = Set(diagnostics.map(\.location.file)).count
      Console.error(
        "\(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
      )
    }
  }
}
