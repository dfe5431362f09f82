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
