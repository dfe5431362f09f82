import Foundation
import Testing

/// The forms of issue #25, replayed by the real tool: they hold on every variant where the app
/// does what they say, and fail with located, exact messages where it does not.
@Suite(.needsReplayRuntime) struct LanguageThreeReplayTests {
  static let passing = #"""
    scenario: Every issue-25 form holds
    api fetchProducts -> fixtures/products-3.json after 100ms
    api fetchProduct p2 -> fixtures/product-p2.json after 100ms
    api setFavorite -> ok after 100ms
    store seed fixtures/history-2.json
    store load -> stale after 300ms once
    store load -> ok after 100ms

    launch
    refused back
    expect-no-calls
    refused swipe-dismiss
    expect-state "products: loading"
    wait 100ms
    expect-state-contains "p2=off"
    tap product.p2.favorite
    expect-calls-any-order setFavorite(p2, on)
    refused tap product.p2.favorite
    expect-no-calls
    expect-state-contains "pending=[p2]"
    wait 100ms
    tap product.p2
    wait 100ms
    tap detail.buy
    refused select-tab orders
    expect-no-navigation
    tap checkout.cancel
    open "app://products/a#b c\t\u{2665}"
    expect-navigation deeplink.rejected "app://products/a#b c\t♥"
    expect-call-count fetchProducts 1
    expect-call-count setFavorite 1
    mark
    expect-call-count setFavorite 0
    expect-record h1 height 175 weight 70 standard WHO
    select-tab history
    select-tab bmi
    select-tab history
    expect-calls cancelled store.load, store.load
    wait 300ms
    expect-order history.list history.h2, history.h1
    expect-state "history: loaded [h2, h1]"
    expect-call-count cancelled store.load 1
    expect history.h2.category "Obese"

    """#

  static let failing = #"""
    scenario: Every issue-25 form fails
    api fetchProducts -> fixtures/products-3.json after 100ms
    store seed fixtures/history-2.json

    launch
    expect-calls-any-order fetchOrders, fetchProducts
    expect-call-count fetchProducts 2
    expect-state "products: loaded []"
    expect-state-contains "pending=[p9]"
    expect-record r1
    expect-record h2 height 160.5 standard WHO
    refused tap product.p9
    """#

  static let failingCount = """
    scenario: A count since a mark fails
    api fetchProducts -> fixtures/products-3.json after 100ms

    launch
    mark
    wait 100ms
    expect-call-count fetchProducts 1

    """

  static func replay(_ source: String, variants: String) async throws -> String {
    try await ScratchScenarios.replayOutput(of: source, named: "v3.scenario", variants: variants)
  }

  @Test func everyFormHoldsOnEveryVariant() async throws {
    let output = try await Self.replay(Self.passing, variants: "mvc,mvc-massive,mvp,mvvmc,viper,reducer")
    #expect(output.hasSuffix("6 passed, 0 failed\n"), "\(output)")
  }

  @Test func everyFailingFormSaysWhereAndWhat() async throws {
    let output = try await Self.replay(Self.failing, variants: "mvc")
    let place = "      Scenarios/v3.scenario"
    let expected = [
      "\(place):6:1: error: expected service calls in any order fetchOrders, fetchProducts after `launch` (line 5), "
        + "but there were fetchProducts",
      "\(place):7:1: error: expected `fetchProducts` 2 times since launch, but there was 1",
      "\(place):8:1: error: expected the exported state line \"products: loaded []\", but it is \"products: loading\"",
      "\(place):9:1: error: expected an exported state line holding \"pending=[p9]\", but the state is "
        + "\"products: loading\", \"favorites: none\", \"detail: none\", \"checkout: none\", \"orders: not-loaded\", "
        + "\"bmi: height=\"\" weight=\"\" standard=WHO outcome=\"Enter height and weight\" save=idle\", "
        + "\"history: not-loaded\"",
      "\(place):10:1: error: expected a saved record `r1`, but the store holds h2, h1",
      "\(place):11:1: error: expected record `h2` to have height 160.5, standard WHO, but it has height 160, "
        + "standard Taiwan",
      "\(place):12:1: error: expected the window to refuse `tap product.p9`, but it could not try it: no element "
        + "`product.p9` on screen `products.list`; visible: products.loading",
    ]
    let lines = output.split(separator: "\n").map(String.init)
    #expect(Array(lines.drop { !$0.hasPrefix(place) }.prefix(expected.count)) == expected, "\(output)")
  }

  @Test func aCountBelowAMarkSaysSinceTheMark() async throws {
    let output = try await Self.replay(Self.failingCount, variants: "mvc")
    #expect(
      output.contains(
        "      Scenarios/v3.scenario:7:1: error: expected `fetchProducts` once since `mark` (line 5), "
          + "but there were 0\n"),
      "\(output)")
  }

  @Test func anActionTheWindowPerformsIsNotRefused() async throws {
    let source = """
      scenario: Not refused
      api fetchProducts -> fixtures/products-3.json
      api fetchProduct p2 -> fixtures/product-p2.json

      launch
      tap product.p2
      refused back
      expect-screen products.detail

      """
    let output = try await Self.replay(source, variants: "mvc")
    #expect(output.contains("  mvc     step-failed\n"), "\(output)")
    #expect(
      output.contains(
        "      Scenarios/v3.scenario:7:1: error: expected the window to refuse `back`, but it was performed\n"
      ),
      "\(output)")
  }
}
