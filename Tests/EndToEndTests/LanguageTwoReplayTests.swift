import Foundation
import Reports
import Testing
import Traces

/// The assertions of language v2, replayed by the real tool: they hold on every variant where the
/// app does what they say, and fail with located, exact messages where it does not. And the two
/// faults only they can see: a load nobody cancelled, and a retain cycle in a tab's root.
@Suite(.needsReplayRuntime) struct LanguageTwoReplayTests {
  static let passing = """
    scenario: Every v2 assertion holds
    api fetchProducts -> fixtures/products-3.json after 100ms
    api setFavorite -> ok after 100ms
    api fetchProduct p2 -> fixtures/product-p2.json after 100ms

    launch
    expect-calls fetchProducts
    expect-no-navigation
    expect-title "Products"
    wait 100ms
    expect-no-calls
    expect-rows products.list 3
    expect-rendered-rows products.list 3
    expect-order products.list product.p1, product.p2, product.p3
    tap product.p2.favorite
    expect-calls setFavorite(p2, on)
    tap-disabled product.p2.favorite
    expect-no-calls
    wait 100ms
    tap product.p2
    expect-navigation push products.detail
    expect-calls fetchProduct(p2)
    back
    expect-navigation pop products.detail
    expect-calls cancelled fetchProduct(p2)

    """

  static let failing = """
    scenario: Every v2 assertion fails
    api fetchProducts -> fixtures/products-3.json after 100ms

    launch
    expect-calls fetchOrders
    expect-navigation select-tab orders
    expect-title "Orders"
    wait 100ms
    expect-rows products.list 2
    expect-rendered-rows products.list 4
    expect-order products.list product.p2, product.p1
    tap-disabled product.p2.favorite

    """

  static func replay(
    _ source: String, variants: String, binary: String = "arch-harness"
  ) async throws -> String {
    try await ScratchScenarios.replayOutput(
      of: source, named: "v2.scenario", variants: variants, binary: binary)
  }

  @Test func everyAssertionHoldsOnEveryVariant() async throws {
    let output = try await Self.replay(Self.passing, variants: "mvc,mvvmc,viper,reducer")
    #expect(output.hasSuffix("4 passed, 0 failed\n"), "\(output)")
  }

  @Test func everyFailingAssertionSaysWhereAndWhat() async throws {
    let output = try await Self.replay(Self.failing, variants: "mvc")
    let place = "      Scenarios/v2.scenario"
    let expected = [
      "\(place):5:1: error: expected service calls fetchOrders after `launch` (line 4), but there were fetchProducts",
      "\(place):6:1: error: expected navigation events select-tab orders after `launch` (line 4), but there were no navigation",
      "\(place):7:1: error: expected the title \"Orders\", but screen `products.list` is titled \"Products\"",
      "\(place):9:1: error: expected `products.list` to hold 2 rows, but it holds 3 rows",
      "\(place):10:1: error: expected `products.list` to render 4 rows, but it renders 3 rows",
      "\(place):11:1: error: expected `products.list` to render product.p2, product.p1, but it renders product.p1, product.p2, product.p3",
      "\(place):12:1: error: `product.p2.favorite` is enabled, so a tap would act: write `tap product.p2.favorite`",
    ]
    let lines = output.split(separator: "\n").map(String.init)
    #expect(Array(lines.drop { !$0.hasPrefix(place) }.prefix(expected.count)) == expected, "\(output)")
  }

  @Test func anUnscriptedCallFailsTheReplayAtItsStep() async throws {
    let source = "scenario: Unscripted\n\nlaunch\nwait 100ms\n"
    let output = try await Self.replay(source, variants: "mvc")
    #expect(output.contains("  mvc     unscripted-call\n"))
    #expect(
      output.contains(
        "Scenarios/v2.scenario:3:1: error: unscripted call `fetchProducts`: add a line like "
          + "`api fetchProducts -> fixtures/….json` (or allow unscripted calls with `unscripted-calls: allowed`)"
      ))
    let allowed = try await Self.replay(
      "scenario: Allowed\nunscripted-calls: allowed\n\nlaunch\n", variants: "mvc")
    #expect(allowed.hasSuffix("1 passed, 0 failed\n"))
    #expect(allowed.contains("note: line 4: unscripted call `fetchProducts`"))
  }

  @Test func aVariantThatForgetsToCancelIsTheOddOneOutWithTheCancellationInTheDiff() async throws {
    let scratch = try ScratchScenarios(copying: ["products/detail-popped-cancels-load.scenario"])
    defer { scratch.remove() }
    let out = scratch.base.appendingPathComponent("reports")
    let (status, _) = try await HarnessProcess.run(
      [
        "run", "--quiet", "--variant", "mvc,mvvmc,forgets-cancel", "--scenarios", scratch.root.path, "--out",
        out.path, "--format", "json",
      ], binary: "arch-harness-testbed")
    #expect(status == 1)
    let run = try JSONReportWriter.run(
      from: String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8))
    let divergence = try #require(run.scenarios.first?.divergence)
    #expect(divergence.oddOnesOut == ["forgets-cancel"])
    #expect(divergence.source == "back")
    #expect(divergence.diffs.first { $0.aspect == .calls }?.hunks == ["- cancelled fetchProduct(p2)"])
  }

  @Test func aRetainCycleInATabRootIsALeakNamingTheScreen() async throws {
    let output = try await Self.replay(
      "scenario: Cycle\napi fetchProducts -> empty\n\nlaunch\n", variants: "retain-cycle",
      binary: "arch-harness-testbed")
    #expect(output.contains("  retain-cycle leaks\n"))
    #expect(
      output.contains(
        "leak: products.list (ProductListViewController), still alive after the app and its window were released "
          + "(a retain cycle?)"))
  }
}
