import Foundation

/// Every scenario of a folder, and every error found while reading them.
public struct ScenarioLoadResult: Equatable, Sendable {
  /// The scenarios that parsed, sorted by path.
  public let scenarios: [Scenario]
  /// The errors of the files that did not parse, in path order, then line and column order.
  public let diagnostics: [ScenarioDiagnostic]

  public init(scenarios: [Scenario], diagnostics: [ScenarioDiagnostic]) {
    self.scenarios = scenarios
    self.diagnostics = diagnostics
  }
}

/// Finds and parses the `.scenario` files of a scenarios folder.
public enum ScenarioLoader {
  /// Parses every `**/*.scenario` file under `root`, sorted by relative path.
  ///
  /// Each scenario's ``Scenario/path`` (and each diagnostic's file) is the root folder's name
  /// followed by the relative path, like `Scenarios/products/favourite-from-detail.scenario`:
  /// the same on every machine, and clickable from the folder above the root.
  public static func loadAll(root: URL) -> ScenarioLoadResult {
    let prefix = root.standardizedFileURL.lastPathComponent
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      let location = ScenarioLocation(file: prefix, line: 1, column: 1)
      return ScenarioLoadResult(
        scenarios: [], diagnostics: [ScenarioDiagnostic(location: location, problem: .missingFolder(prefix))])
    }
    var scenarios: [Scenario] = []
    var diagnostics: [ScenarioDiagnostic] = []
    for relativePath in scenarioFiles(in: root) {
      let path = "\(prefix)/\(relativePath)"
      let file = root.appendingPathComponent(relativePath)
      guard let data = try? Data(contentsOf: file) else {
        let location = ScenarioLocation(file: path, line: 1, column: 1)
        diagnostics.append(
          ScenarioDiagnostic(location: location, problem: .unreadableScenario(path, reason: nil)))
        continue
      }
      switch ScenarioParser.parse(data: data, path: path, scenariosRoot: root) {
      case .success(let scenario): scenarios.append(scenario)
      case .failure(let failure): diagnostics.append(contentsOf: failure.diagnostics)
      }
    }
    return ScenarioLoadResult(scenarios: scenarios, diagnostics: diagnostics)
  }

  /// The relative paths of the `.scenario` files under `root`, sorted.
  private static func scenarioFiles(in root: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".scenario") { paths.append(path) }
    }
    return paths.sorted()
  }
}
