import Foundation
import ScenarioLanguage
import Testing

/// A scenarios folder for tests: the repository's sample fixtures, plus broken ones, plus a file
/// outside the folder and a symbolic link pointing at it.
public enum TestScenarios {
  /// The repository's `Scenarios/` folder.
  public static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios")

  /// A temporary scenarios folder, made once per test run.
  public static let root: URL = {
    let base = TemporaryFolder.url("HarnessTests")
    let root = base.appendingPathComponent("Scenarios")
    let fixtures = root.appendingPathComponent("fixtures")
    try! FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    for name in try! FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("fixtures").path)
    {
      try! FileManager.default.copyItem(
        at: repositoryRoot.appendingPathComponent("fixtures/\(name)"),
        to: fixtures.appendingPathComponent(name))
    }
    for (name, text) in brokenFixtures {
      try! Data(text.utf8).write(to: fixtures.appendingPathComponent(name))
    }
    try! Data("[]".utf8).write(to: base.appendingPathComponent("outside.json"))
    try! FileManager.default.createSymbolicLink(
      atPath: fixtures.appendingPathComponent("escape.json").path, withDestinationPath: "../../outside.json")
    try! FileManager.default.createSymbolicLink(
      atPath: fixtures.appendingPathComponent("alias.json").path, withDestinationPath: "products-3.json")
    return root
  }()

  private static let brokenFixtures = [
    "products-missing-name.json": """
    [{"product_id": "p1", "product_name": "Mug", "price": 1, "image_url": null, "is_favorited": false},
     {"product_id": "p2", "price": 2, "image_url": null, "is_favorited": false}]
    """,
    "broken.json": #"[{"product_id": "p1", "#,
    "price-out-of-range.json": """
    [{"product_id": "p1", "product_name": "Mug", "price": 1e999, "image_url": null, "is_favorited": false}]
    """,
    "history-bad-standard.json": """
    [{"id": "h1", "date": "2026-01-01T08:00:00Z", "height_cm": 170, "weight_kg": 60, "standard": "EU"}]
    """,
    "history-feb-30.json": """
    [{"id": "h1", "date": "2026-02-28T08:00:00Z", "height_cm": 170, "weight_kg": 60, "standard": "WHO"},
     {"id": "h2", "date": "2026-02-30T08:00:00Z", "height_cm": 170, "weight_kg": 60, "standard": "WHO"}]
    """,
    "history-duplicate-id.json": """
    [{"id": "h1", "date": "2026-02-28T08:00:00Z", "height_cm": 170, "weight_kg": 60, "standard": "WHO"},
     {"id": "h1", "date": "2026-03-01T08:00:00Z", "height_cm": 170, "weight_kg": 60, "standard": "WHO"}]
    """,
    "history-bad-date.json": """
    [{"id": "h1", "date": "yesterday", "height_cm": 170, "weight_kg": 60, "standard": "WHO"}]
    """,
  ]

  /// The path every test scenario is parsed under.
  public static let path = "t.scenario"

  /// Parses `source` as `t.scenario` inside ``root``.
  public static func parse(_ source: String) -> Result<Scenario, ScenarioDiagnostics> {
    ScenarioParser.parse(source: source, path: path, scenariosRoot: root)
  }

  /// Parses the bytes `data` as `t.scenario` inside ``root``.
  public static func parse(data: Data) -> Result<Scenario, ScenarioDiagnostics> {
    ScenarioParser.parse(data: data, path: path, scenariosRoot: root)
  }

  /// The rendered errors of the bytes `data`, or "" when they parse.
  public static func errors(data: Data) -> String {
    guard case .failure(let failure) = parse(data: data) else { return "" }
    return failure.render()
  }

  /// The scenario `source` parses to; records an issue with the rendered errors when it does not.
  public static func scenario(_ source: String) throws -> Scenario {
    switch parse(source) {
    case .success(let scenario): return scenario
    case .failure(let failure):
      Issue.record("unexpected errors:\n\(failure.render())")
      throw failure
    }
  }

  /// The rendered errors of `source`, or "" when it parses.
  public static func errors(_ source: String) -> String {
    guard case .failure(let failure) = parse(source) else { return "" }
    return failure.render()
  }

  /// The location in `t.scenario` at `line` and `column`.
  public static func location(_ line: Int, _ column: Int) -> ScenarioLocation {
    ScenarioLocation(file: path, line: line, column: column)
  }
}
