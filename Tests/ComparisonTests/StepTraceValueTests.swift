import Foundation
import Testing
import Traces

/// A step keeps its fields in one shared box (``StepTrace``): it must still behave as a value —
/// a copy changed alone, equality by the fields, the same JSON as before.
@Suite struct StepTraceValueTests {
  static let step = StepTrace(
    index: 2, line: 7, source: "tap product.p2", screen: "Products\n  p2", navigation: ["push detail"],
    calls: ["fetchProduct(p2)"], state: ["cart: 1"], failures: ["a.scenario:7: expected x"])

  /// Each field set on a copy, by name.
  static let changes: [(field: String, change: @Sendable (inout StepTrace) -> Void)] = [
    ("index", { $0.index = 3 }), ("line", { $0.line = 8 }), ("source", { $0.source = "back" }),
    ("screen", { $0.screen = "Detail" }), ("navigation", { $0.navigation = [] }),
    ("calls", { $0.calls.append("fetchOrders") }), ("state", { $0.state = ["cart: 2"] }),
    ("failures", { $0.failures = [] }),
  ]

  @Test(arguments: changes.indices)
  func settingAFieldOfACopyLeavesTheOriginalAsItWas(change: Int) {
    var copy = Self.step
    Self.changes[change].change(&copy)
    #expect(copy != Self.step, "\(Self.changes[change].field)")
    #expect(Self.step.index == 2 && Self.step.line == 7 && Self.step.source == "tap product.p2")
    #expect(Self.step.screen == "Products\n  p2" && Self.step.navigation == ["push detail"])
    #expect(Self.step.calls == ["fetchProduct(p2)"] && Self.step.state == ["cart: 1"])
    #expect(Self.step.failures == ["a.scenario:7: expected x"])
  }

  @Test func stepsBuiltApartWithTheSameFieldsAreEqual() {
    let twin = StepTrace(
      index: 2, line: 7, source: "tap product.p2", screen: "Products\n  p2", navigation: ["push detail"],
      calls: ["fetchProduct(p2)"], state: ["cart: 1"], failures: ["a.scenario:7: expected x"])
    #expect(twin == Self.step)
    var changedBack = Self.step
    changedBack.line = 8
    changedBack.line = 7
    #expect(changedBack == Self.step)
  }

  @Test func aStepEncodesItsEightFieldsByNameAndDecodesBackEqual() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(Self.step), as: UTF8.self)
    #expect(
      json
        == #"{"calls":["fetchProduct(p2)"],"failures":["a.scenario:7: expected x"],"index":2,"line":7,"#
        + #""navigation":["push detail"],"screen":"Products\n  p2","source":"tap product.p2","#
        + #""state":["cart: 1"]}"#)
    #expect(try JSONDecoder().decode(StepTrace.self, from: Data(json.utf8)) == Self.step)
  }

  @Test func aStepWithoutItsFailuresKeyIsNotDecoded() {
    let json = #"{"calls":[],"index":0,"line":1,"navigation":[],"screen":"","source":"launch","state":[]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(StepTrace.self, from: Data(json.utf8)) }
  }
}
