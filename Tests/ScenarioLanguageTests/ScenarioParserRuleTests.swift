import Domain
import Foundation
import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

@Suite struct ScenarioParserRuleTests {
  private func rules(_ lines: String) throws -> [APIRule] {
    try TestScenarios.scenario("scenario: Rules\n\(lines)\nlaunch\n").apiRules
  }

  @Test func fixtureAnswersAreDecodedForTheirMethod() throws {
    let rules = try rules(
      """
      api fetchProducts -> fixtures/products-3.json after 200ms
      api fetchProduct p2 -> fixtures/product-p2.json after 100ms
      api placeOrder -> fixtures/order-p2.json
      api fetchOrders -> "fixtures/orders-1.json"
      """)
    guard case .products(let products) = rules[0].answer else { throw Fail("not products: \(rules[0])") }
    #expect(products.map(\.productID) == ["p1", "p2", "p3"])
    #expect(products[1].price == 1299)
    guard case .product(let product) = rules[1].answer else { throw Fail("not a product: \(rules[1])") }
    #expect(product.description == "Tenkeyless, hot-swappable switches.")
    #expect(rules[1].productID == ProductID("p2"))
    guard case .order(let order) = rules[2].answer else { throw Fail("not an order: \(rules[2])") }
    #expect(order.orderID == "o2")
    guard case .orders(let orders) = rules[3].answer else { throw Fail("not orders: \(rules[3])") }
    #expect(orders.map(\.orderID) == ["o1"])
    #expect(rules.map(\.latency) == [.milliseconds(200), .milliseconds(100), .zero, .zero])
  }

  @Test func keywordAnswersFiltersAndFailuresAreRead() throws {
    let rules = try rules(
      """
      api setFavorite -> ok after 1s
      api setFavorite p2 on -> fail server 500
      api setFavorite p3 off -> fail timeout
      api fetchOrders -> empty
      api fetchProducts -> empty
      api placeOrder p9 -> fail network
      api setFavorite off -> ok
      """)
    #expect(
      rules.map(\.answer) == [
        .ok, .failure(.server(status: 500)), .failure(.timeout), .orders([]), .products([]),
        .failure(.network), .ok,
      ])
    #expect(rules.map(\.productID) == [nil, "p2", "p3", nil, nil, "p9", nil])
    #expect(rules.map(\.isFavorite) == [nil, true, false, nil, nil, nil, false])
    #expect(rules[0].latency == .seconds(1))
  }

  @Test func frequenciesAndLatencyMayComeInAnyOrder() throws {
    let rules = try rules(
      """
      api fetchOrders -> empty once
      api fetchOrders -> empty always after 5ms
      api fetchOrders -> empty on call 2 after 10ms
      api fetchOrders -> empty after 20ms on call 3
      api fetchOrders -> empty
      """)
    #expect(rules.map(\.frequency) == [.once, .always, .onCall(2), .onCall(3), .always])
    #expect(rules.map(\.latency) == [.zero, .milliseconds(5), .milliseconds(10), .milliseconds(20), .zero])
  }

  @Test func symbolicLinkThatStaysInsideTheFolderIsAllowed() throws {
    let rules = try rules("api fetchProducts -> fixtures/alias.json")
    guard case .products(let products) = rules.first?.answer else { throw Fail("not products: \(rules)") }
    #expect(products.count == 3)
  }

  @Test func ruleCarriesItsLocationAndSourceLine() throws {
    let rule = try #require(try rules("  api fetchOrders -> empty   # none yet").first)
    #expect(rule.location == TestScenarios.location(2, 3))
    #expect(rule.sourceLine == "api fetchOrders -> empty")
  }

  @Test func storeSeedComputesValueAndCategoryWithTheBMIRules() throws {
    let scenario = try TestScenarios.scenario("scenario: Seed\nstore seed fixtures/history-2.json\nlaunch\n")
    let records = scenario.storeSeed
    #expect(records.map(\.id) == ["h1", "h2"])
    #expect(records.map(\.value) == [22.9, 27.3])
    #expect(records.map(\.category) == [.normal, .obese])
    #expect(records.map(\.standard) == [.who, .taiwan])
    #expect(records.map { ISO8601.format($0.date) } == ["2025-12-30T08:00:00Z", "2025-12-31T20:30:00Z"])
    #expect(records.first?.heightCm == 175)
  }

  @Test func storeRulesScriptLatencyAndFailure() throws {
    let source = """
      scenario: Store
      store load -> ok after 50ms
      store save -> fail
      store delete -> fail once
      launch
      """
    let rules = try TestScenarios.scenario(source).storeRules
    #expect(rules.map(\.operation) == [.load, .save, .delete])
    #expect(rules.map(\.answer) == [.ok, .failure(.unavailable), .failure(.unavailable)])
    #expect(rules.map(\.latency) == [.milliseconds(50), .zero, .zero])
    #expect(rules.map(\.frequency) == [.always, .always, .once])
  }
}

/// A test failure with a message, for `guard case` checks.
struct Fail: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
