import Domain
import Foundation
import Testing

@testable import ScenarioLanguage

/// A process decodes each fixture's bytes once, and a fixture rewritten between two parses is
/// read afresh: the cache is keyed by content, never by path.
@Suite struct DecodedFixturesTests {
  static func products(_ name: String) -> String {
    #"[{"product_id": "p1", "product_name": "\#(name)", "price": 1, "image_url": null, "is_favorited": false}]"#
  }

  static func parsedNames(root: URL) throws -> [String] {
    let scenario = try ScenarioParser.parse(
      source: "scenario: Cached\napi fetchProducts -> fixtures/list.json\nlaunch\n",
      path: "Scenarios/cached.scenario", scenariosRoot: root
    ).get()
    guard case .products(let list) = scenario.apiRules.first?.answer else { return [] }
    return list.map(\.productName)
  }

  @Test func aParsedFixtureIsRememberedByItsBytes() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "Decoded-\(UUID().uuidString)/Scenarios")
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("fixtures"), withIntermediateDirectories: true)
    let bytes = Data(Self.products("Remembered \(UUID().uuidString)").utf8)
    try bytes.write(to: root.appendingPathComponent("fixtures/list.json"))
    #expect(DecodedFixtures.value([ProductDTO].self, decodedFrom: bytes) == nil)
    let names = try Self.parsedNames(root: root)
    #expect(DecodedFixtures.value([ProductDTO].self, decodedFrom: bytes)?.map(\.productName) == names)
    #expect(DecodedFixtures.value(ProductDetailDTO.self, decodedFrom: bytes) == nil, "keyed by type too")
  }

  @Test func aFixtureRewrittenBetweenTwoParsesIsReadAfresh() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "Rewritten-\(UUID().uuidString)/Scenarios")
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("fixtures"), withIntermediateDirectories: true)
    let file = root.appendingPathComponent("fixtures/list.json")
    try Data(Self.products("Before").utf8).write(to: file)
    #expect(try Self.parsedNames(root: root) == ["Before"])
    try Data(Self.products("After").utf8).write(to: file)
    #expect(try Self.parsedNames(root: root) == ["After"])
  }
}
