import Exploration
import Testing

/// The shrinker on hand-built flows, with a fake "does it still disagree" predicate in place of
/// replays.
@Suite struct ShrinkerTests {
  /// A flow of 20 steps and 8 service lines in which only three steps and one line matter.
  static let noisyFlow = Flow(
    rules: [
      ServiceRule(.api(.fetchProducts), .fixture("explore-products-25.json"), latency: 100),
      ServiceRule(.api(.fetchProduct, productID: "p2"), .network, latency: 50, frequency: .once),
      ServiceRule(
        .api(.fetchProduct, productID: "p2"), .fixture("explore-product-p2-favourite.json"), latency: 200),
      ServiceRule(.api(.fetchProduct), .server(404)),
      ServiceRule(.api(.setFavorite, productID: "p2"), .ok, latency: 300, frequency: .onCall(1)),
      ServiceRule(.api(.setFavorite), .ok, latency: 200),
      ServiceRule(.api(.fetchOrders), .fixture("explore-orders-3.json"), latency: 10),
      ServiceRule(.store(.save), .ok, latency: 100),
    ],
    storeSeed: "explore-history-3.json",
    steps: [
      .launch, .wait(100), .selectTab("orders"), .wait(50), .selectTab("products"), .tap("product.p2"),
      .wait(300), .tap("detail.retry"), .wait(200), .tap("detail.favorite"), .wait(10), .selectTab("bmi"),
      .type("bmi.height", "180"), .selectTab("products"), .back, .wait(150), .open("app://bmi"), .wait(0),
      .tap("bmi.save"), .wait(500),
    ])

  /// "Still disagrees" when the detail's favourite is tapped, then back is tapped, and
  /// setFavorite answers after at least 100 ms.
  static func stillFails(_ flow: Flow) -> Bool {
    guard let tap = flow.steps.firstIndex(of: .tap("detail.favorite")),
      flow.steps[tap...].contains(.back)
    else { return false }
    return flow.rules.contains { rule in
      if case .api(.setFavorite, _, _) = rule.target { return rule.latency >= 100 }
      return false
    }
  }

  @Test func itKeepsTheDisagreementAndRemovesEverythingElse() {
    #expect(Self.stillFails(Self.noisyFlow))
    let result = Shrinker(batchSize: 4).shrink(Self.noisyFlow) { $0.map(Self.stillFails) }
    #expect(Self.stillFails(result.flow))
    #expect(result.flow.steps == [.launch, .tap("detail.favorite"), .back])
    #expect(result.flow.rules == [ServiceRule(.api(.setFavorite), .ok, latency: 100)])
    #expect(result.flow.storeSeed == nil)
  }

  @Test func itNeverReturnsALongerFlowWhateverThePredicateSays() {
    // A deterministic but erratic predicate: some candidates "fail", some do not.
    for salt in 0..<30 {
      let result = Shrinker(batchSize: 5).shrink(Self.noisyFlow) { candidates in
        candidates.map { ($0.scenarioText(title: "x", tags: []).utf8.count + salt) % 3 == 0 }
      }
      #expect(result.flow.size <= Self.noisyFlow.size)
      #expect(result.flow.steps.count <= Self.noisyFlow.steps.count)
    }
  }

  @Test func itReturnsTheFlowItselfWhenNoCandidateStillFails() {
    let result = Shrinker().shrink(Self.noisyFlow) { $0.map { _ in false } }
    #expect(result.flow == Self.noisyFlow)
    #expect(result.candidatesTried > 0)
  }

  @Test func itKeepsLaunch() {
    let result = Shrinker().shrink(Self.noisyFlow) { $0.map { _ in true } }
    #expect(result.flow.steps == [.launch])
    #expect(result.flow.rules.isEmpty)
  }

  @Test func theResultDoesNotDependOnTheBatchSize() {
    let results = [1, 3, 8, 64].map { size in
      Shrinker(batchSize: size).shrink(Self.noisyFlow) { $0.map(Self.stillFails) }.flow
    }
    #expect(Set(results).count == 1)
  }

  @Test func itStopsAfterTheMostCandidatesItMayTry() {
    var tested = 0
    let result = Shrinker(batchSize: 4, maximumCandidates: 10).shrink(Self.noisyFlow) { candidates in
      tested += candidates.count
      return candidates.map { _ in false }
    }
    #expect(tested <= 10)
    #expect(result.candidatesTried == tested)
  }

  @Test func itReplacesFixturesBySmallerOnesAndShortensWaits() {
    let flow = Flow(
      rules: [ServiceRule(.api(.fetchProducts), .fixture("explore-products-25.json"), latency: 0)],
      steps: [.launch, .wait(400), .tap("product.p1")])
    // Still fails while the list holds p1 and the wait is at least 50 ms.
    let result = Shrinker().shrink(flow) { candidates in
      candidates.map { candidate in
        guard case .fixture(let name) = candidate.rules.first?.answer,
          FixturePool.standard.fixture(named: name)?.ids.contains("p1") == true,
          case .wait(let milliseconds) = candidate.steps.dropFirst().first
        else { return false }
        return milliseconds >= 50 && candidate.steps.count == 3
      }
    }
    #expect(result.flow.rules.first?.answer == .fixture("explore-products-1.json"))
    #expect(result.flow.steps == [.launch, .wait(50), .tap("product.p1")])
  }

  @Test func adjacentWaitsAreMerged() {
    let flow = Flow(rules: [], steps: [.launch, .wait(100), .wait(200), .back])
    let result = Shrinker().shrink(flow) { candidates in
      candidates.map { candidate in
        let total = candidate.steps.reduce(0) { if case .wait(let ms) = $1 { $0 + ms } else { $0 } }
        return total == 300 && candidate.steps.last == .back
      }
    }
    #expect(result.flow.steps == [.launch, .wait(300), .back])
  }
}
