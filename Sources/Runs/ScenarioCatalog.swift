import Foundation
import ScenarioLanguage
import Terminal

/// The scenarios a command works on: found under the scenarios folder, or the paths given,
/// narrowed by tag and name filters.
public struct ScenarioCatalog: Sendable {
  /// The scenarios folder.
  public let root: URL
  /// The scenarios loaded, after the filters. In `run`, whose workers read the files
  /// (``ScenarioReading``), each is its heading: title, tags and covered behaviours, no steps.
  public let scenarios: [Scenario]
  /// What is wrong in the files that do not parse.
  public let diagnostics: [ScenarioDiagnostic]
  /// The `.scenario` files and folders left out because their names are not UTF-8.
  public var skipped: [ScenarioDiagnostic] = []

  /// A catalog of `scenarios` from `root`.
  public init(
    root: URL, scenarios: [Scenario], diagnostics: [ScenarioDiagnostic], skipped: [ScenarioDiagnostic] = []
  ) {
    self.root = root
    self.scenarios = scenarios
    self.diagnostics = diagnostics
    self.skipped = skipped
  }

  /// The package folder the scenarios belong to: the folder holding the scenarios folder.
  public static func packageRoot(of scenariosRoot: URL) -> URL {
    scenariosRoot.deletingLastPathComponent()
  }

  /// What parses the scenario files at paths relative to the scenarios folder: this process
  /// (``parsedHere(_:root:)``, the default), or a run's workers (``ScenarioReading``).
  public typealias FileParser = (_ relativePaths: [String], _ root: URL) -> ScenarioLoadResult

  /// The scenario files at `relativePaths` in `root`, parsed in this process, on all cores.
  public static func parsedHere(_ relativePaths: [String], root: URL) -> ScenarioLoadResult {
    ScenarioLoader.load(relativePaths, root: root)
  }

  /// Loads the scenarios named by `paths` (files or folders inside the scenarios folder, as given
  /// on the command line; every scenario when there is none), parsed by `parse`, keeping those
  /// with any of `tags` and those whose title or path contains any of `names`. Nil, after printing
  /// why, when a path names nothing the harness would read: a missing file, one outside the
  /// scenarios folder, one that is not a `.scenario` file, or a folder without any.
  public static func load(
    root: URL, paths: [String] = [], tags: [String] = [], names: [String] = [],
    parse: FileParser = parsedHere
  ) -> ScenarioCatalog? {
    let listing: ScenarioListing
    var isDirectory: ObjCBool = false
    if paths.isEmpty || !FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      listing = ScenarioLoader.listing(in: root)
    } else {
      switch ScenarioLoader.selectListing(paths, root: root) {
      case .success(let selected): listing = selected
      case .failure(let error):
        let hint = if case .outsideRoot = error { "; use --scenarios DIR" } else { "" }
        Console.error("error: \(error.message)\(hint)")
        return nil
      }
    }
    let files = parse(listing.paths, root)
    let loaded = ScenarioLoadResult(
      scenarios: files.scenarios, diagnostics: files.diagnostics,
      skipped: ScenarioLoader.skippedDiagnostics(listing.undecodable, root: root))
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
  public func printDiagnostics(skippedAreErrors: Bool = false) {
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
  public func shown(_ text: String) -> String { DisplayPath.located(text, scenariosRoot: root) }
}
