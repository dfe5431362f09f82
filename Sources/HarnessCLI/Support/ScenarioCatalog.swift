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

  /// Loads the scenarios, keeping those that match `paths` (files or folders, as given on the
  /// command line), every `tags` (any of them) and every `names` (substrings of title or path).
  static func load(
    root: URL, paths: [String] = [], tags: [String] = [], names: [String] = []
  ) -> ScenarioCatalog {
    let loaded = ScenarioLoader.loadAll(root: root)
    let wanted = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    let base = root.deletingLastPathComponent().path
    func matchesPath(_ scenarioPath: String) -> Bool {
      guard !wanted.isEmpty else { return true }
      let full = base + "/" + scenarioPath
      return wanted.contains { full == $0 || full.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
    func matchesDiagnostic(_ diagnostic: ScenarioDiagnostic) -> Bool { matchesPath(diagnostic.location.file) }
    let scenarios = loaded.scenarios.filter { scenario in
      matchesPath(scenario.path)
        && (tags.isEmpty || scenario.tags.contains { tags.contains($0) })
        && (names.isEmpty
          || names.contains {
            scenario.name.localizedCaseInsensitiveContains($0) || scenario.path.contains($0)
          })
    }
    return ScenarioCatalog(
      root: root, scenarios: scenarios, diagnostics: loaded.diagnostics.filter(matchesDiagnostic))
  }

  /// Paths given on the command line that name no scenario file or folder.
  static func missingPaths(_ paths: [String]) -> [String] {
    paths.filter { !FileManager.default.fileExists(atPath: $0) }
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
