import Foundation
import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

/// A fixture path is looked up next to the scenario file first, then in the scenarios folder, and
/// a "did you mean" for a missing one searches the whole folder.
@Suite struct FixtureLookupTests {
  static let products =
    #"[{"product_id": "p1", "product_name": "Near", "price": 1, "image_url": null, "is_favorited": false}]"#
  static let rootProducts =
    #"[{"product_id": "p9", "product_name": "Root", "price": 1, "image_url": null, "is_favorited": false}]"#

  /// A scenarios folder with `products/fixtures/list.json` and `fixtures/list.json`, and
  /// `orders/fixtures/orders-2.json`.
  static func makeRoot() throws -> URL {
    let root = TemporaryFolder.url("Lookup").appendingPathComponent("Scenarios")
    for folder in ["products/fixtures", "fixtures", "orders/fixtures"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data(products.utf8).write(to: root.appendingPathComponent("products/fixtures/list.json"))
    try Data(rootProducts.utf8).write(to: root.appendingPathComponent("fixtures/list.json"))
    try Data("[]".utf8).write(to: root.appendingPathComponent("fixtures/root-only.json"))
    try Data("[]".utf8).write(to: root.appendingPathComponent("orders/fixtures/orders-2.json"))
    return root
  }

  static func parse(_ source: String, at path: String, root: URL) -> Result<Scenario, ScenarioDiagnostics> {
    ScenarioParser.parse(source: source, path: path, scenariosRoot: root)
  }

  @Test func aFixtureNextToTheScenarioWinsOverTheRootOne() throws {
    let root = try Self.makeRoot()
    let scenario = try Self.parse(
      "scenario: Near\napi fetchProducts -> fixtures/list.json\nlaunch\n",
      at: "Scenarios/products/near.scenario",
      root: root
    ).get()
    guard case .products(let list) = scenario.apiRules.first?.answer else {
      Issue.record("no product list")
      return
    }
    #expect(list.map(\.productName) == ["Near"])
  }

  @Test func aFixtureMissingNextToTheScenarioIsReadFromTheRoot() throws {
    let root = try Self.makeRoot()
    let scenario = try Self.parse(
      "scenario: Root\napi fetchProducts -> fixtures/root-only.json\nlaunch\n",
      at: "Scenarios/products/root.scenario", root: root
    ).get()
    #expect(scenario.apiRules.count == 1)
    let top = try Self.parse(
      "scenario: Top\napi fetchProducts -> fixtures/list.json\nlaunch\n", at: "Scenarios/top.scenario",
      root: root
    ).get()
    guard case .products(let list) = top.apiRules.first?.answer else {
      Issue.record("no product list")
      return
    }
    #expect(list.map(\.productName) == ["Root"])
  }

  @Test func theDidYouMeanForAMissingFixtureSearchesTheWholeFolder() throws {
    let root = try Self.makeRoot()
    guard
      case .failure(let failure) = Self.parse(
        "scenario: Typo\napi fetchOrders -> fixtures/orders-2.jsn\nlaunch\n",
        at: "Scenarios/bmi/typo.scenario",
        root: root)
    else {
      Issue.record("a missing fixture parsed")
      return
    }
    #expect(
      failure.render()
        == "Scenarios/bmi/typo.scenario:2:20: error: no fixture file `fixtures/orders-2.jsn`\n"
        + "note: did you mean `orders/fixtures/orders-2.json`?")
  }

  @Test("a load reads each fixture file once, as it was then; the next load reads it again")
  func aLoadReadsEachFixtureOnce() throws {
    let root = try Self.makeRoot()
    let listScenario = "scenario: List\napi fetchProducts -> fixtures/list.json\nlaunch\n"
    for name in ["a", "b"] {
      try Data(listScenario.utf8).write(to: root.appendingPathComponent("\(name).scenario"))
    }
    let files = FixtureFiles()
    let first = ScenarioLoader.load(["a.scenario"], root: root, onAllCores: false, fixtureFiles: files)
    try Data(Self.products.utf8).write(to: root.appendingPathComponent("fixtures/list.json"))
    let sameLoad = ScenarioLoader.load(["b.scenario"], root: root, onAllCores: false, fixtureFiles: files)
    let nextLoad = ScenarioLoader.load(["b.scenario"], root: root, onAllCores: false)
    func names(_ result: ScenarioLoadResult) -> [String] {
      guard case .products(let list) = result.scenarios.first?.apiRules.first?.answer else { return [] }
      return list.map(\.productName)
    }
    #expect(names(first) == ["Root"])
    #expect(names(sameLoad) == ["Root"])
    #expect(names(nextLoad) == ["Near"])
  }

  @Test("a fixture missing in a load stays missing in it, and its error is the same each time")
  func aMissingFixtureStaysMissingInALoad() throws {
    let root = try Self.makeRoot()
    let files = FixtureFiles()
    let source = "scenario: Missing\napi fetchOrders -> fixtures/later.json\nlaunch\n"
    func parse() -> String? {
      guard
        case .failure(let failure) = ScenarioParser.parse(
          data: Data(source.utf8), path: "Scenarios/m.scenario", scenariosRoot: root, fixtureFiles: files)
      else { return nil }
      return failure.render()
    }
    let before = parse()
    try Data("[]".utf8).write(to: root.appendingPathComponent("fixtures/later.json"))
    #expect(
      before?.hasPrefix("Scenarios/m.scenario:2:20: error: no fixture file `fixtures/later.json`") == true)
    #expect(parse() == before)
    #expect(
      (try? ScenarioParser.parse(
        data: Data(source.utf8), path: "Scenarios/m.scenario", scenariosRoot: root
      ).get()) != nil)
  }
}

/// How a fixture path is taken apart before it is looked up: `.` and `..` resolved, and nothing
/// that is empty, absolute, from a home folder or above the folder it is relative to.
@Suite struct FixturePathComponentsTests {
  @Test(
    "a fixture path's components resolve dots and refuse what leaves its folder",
    arguments: [
      ("fixtures/products-3.json", ["fixtures", "products-3.json"] as [String]?),
      ("./fixtures//a.json", ["fixtures", "a.json"]),
      ("fixtures/../other/a.json", ["other", "a.json"]),
      ("é/ü.json", ["é", "ü.json"]),
      ("a/\u{301}b.json", ["a", "\u{301}b.json"]),
      ("...json", ["...json"]),
      ("", nil), ("/etc/passwd", nil), ("~/a.json", nil), ("../a.json", nil), ("a/../..", nil), (".", nil),
      ("a/..", nil),
    ])
  func components(path: String, expected: [String]?) {
    #expect(FixtureReader.components(of: path) == expected)
  }
}
