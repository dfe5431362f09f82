import Exploration
import Foundation
import HarnessTestSupport
import ScenarioLanguage
import Testing

/// A scenarios folder holding the explorer's fixture pool, for parsing generated flows.
enum PoolFolder {
  static let root: URL = {
    let root = TemporaryFolder.url("ExplorationTests").appendingPathComponent("Scenarios", isDirectory: true)
    let fixtures = root.appendingPathComponent("fixtures", isDirectory: true)
    try! FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    for fixture in FixturePool.standard.fixtures {
      try! Data(fixture.json.utf8).write(to: fixtures.appendingPathComponent(fixture.name))
    }
    return root
  }()

  /// Parses a scenario text as `Scenarios/explored.scenario`; records an issue when it does not
  /// parse.
  static func parse(_ text: String) -> Scenario? {
    switch ScenarioParser.parse(source: text, path: "Scenarios/explored.scenario", scenariosRoot: root) {
    case .success(let scenario): return scenario
    case .failure(let diagnostics):
      Issue.record(
        "a generated scenario does not parse:\n\(diagnostics.diagnostics.map { $0.render() }.joined(separator: "\n"))\n\(text)"
      )
      return nil
    }
  }
}

@Suite struct FlowGeneratorTests {
  /// Fifty flows per seed in the plain run, 150 in the soak tier.
  @Test func everyGeneratedFlowParsesWithTheRealParser() {
    for seed: UInt64 in [1, 2, 99] {
      let generator = FlowGenerator(seed: seed)
      for index in 0..<SoakTier.choose(fast: 50, soak: 150) {
        let flow = generator.flow(at: index)
        let text = flow.scenarioText(title: "Explored flow \(index)", tags: ["explored"])
        guard let scenario = PoolFolder.parse(text) else { return }
        #expect(scenario.steps.count == flow.steps.count)
        #expect(scenario.apiRules.count + scenario.storeRules.count == flow.rules.count)
      }
    }
  }

  @Test func theSameSeedGivesTheSameFlowsByteForByte() {
    let first = FlowGenerator(seed: 7)
    let second = FlowGenerator(seed: 7)
    for index in [0, 1, 17, 400, 9_999] {
      let a = first.flow(at: index).scenarioText(title: "t", tags: ["explored"])
      let b = second.flow(at: index).scenarioText(title: "t", tags: ["explored"])
      #expect(Data(a.utf8) == Data(b.utf8))
    }
  }

  @Test func aFlowDoesNotDependOnWhichOtherFlowsWereGenerated() {
    let generator = FlowGenerator(seed: 3)
    let alone = generator.flow(at: 42)
    _ = (0..<42).map { generator.flow(at: $0) }
    #expect(generator.flow(at: 42) == alone)
  }

  @Test func differentSeedsGiveDifferentFlows() {
    let flows = Set((1...20).map { FlowGenerator(seed: UInt64($0)).flow(at: 0) })
    #expect(flows.count == 20)
  }

  @Test func flowsStartWithLaunchAndKeepToTheMaximumLength() {
    for maxSteps in [1, 2, 5, 30] {
      let generator = FlowGenerator(seed: 11, maxSteps: maxSteps)
      for index in 0..<50 {
        let flow = generator.flow(at: index)
        #expect(flow.steps.first == .launch)
        #expect(flow.steps.count <= maxSteps)
      }
    }
  }

  @Test func everyAPIMethodIsScriptedInEveryFlow() {
    let generator = FlowGenerator(seed: 5)
    for index in 0..<200 {
      let flow = generator.flow(at: index)
      for method in ServiceRule.Method.allCases where method != .placeOrder {
        #expect(
          flow.rules.contains {
            if case .api(method, nil, nil) = $0.target, $0.frequency == .always { return true }
            return false
          }, "flow \(index) has no general `always` line for \(method)")
      }
    }
  }

  @Test func flowsReachDeepStates() {
    let generator = FlowGenerator(seed: 1)
    let flows = (0..<400).map { generator.flow(at: $0) }
    func count(_ predicate: (Flow) -> Bool) -> Int { flows.filter(predicate).count }
    let confirmed = count { $0.steps.contains(.tap("checkout.confirm")) }
    let favouriteThenBack = count { flow in
      guard let tap = flow.steps.firstIndex(of: .tap("detail.favorite")) else { return false }
      return flow.steps[tap...].contains(.back)
    }
    let saves = count { $0.steps.contains(.tap("bmi.save")) }
    let deletes = count { $0.steps.contains { $0.line.hasSuffix(".delete") && $0.line.hasPrefix("tap ") } }
    let links = count { $0.steps.contains { if case .open = $0 { true } else { false } } }
    // A history load that answers late however it was superseded, and History shown again.
    let lateLoads = count { flow in
      flow.rules.contains { $0.answer == .stale }
        && flow.steps.filter { $0 == .selectTab("history") }.count >= 2
    }
    // A reload of the list that fails (its first load failing is another rule).
    let failedReloads = count { flow in
      flow.rules.contains { rule in
        guard case .api(.fetchProducts, _, _) = rule.target, case .onCall = rule.frequency else {
          return false
        }
        return rule.answer.isFailure
      }
    }
    #expect(confirmed >= 40, "checkout confirmed in \(confirmed) of 400 flows")
    #expect(failedReloads >= 20, "a failing reload of the list in \(failedReloads) of 400 flows")
    #expect(favouriteThenBack >= 20, "detail favourite then back in \(favouriteThenBack) of 400 flows")
    #expect(saves >= 40, "BMI saves in \(saves) of 400 flows")
    #expect(deletes >= 10, "history deletes in \(deletes) of 400 flows")
    #expect(links >= 100, "deep links in \(links) of 400 flows")
    #expect(lateLoads >= 20, "a late history load and History shown twice in \(lateLoads) of 400 flows")
  }

  @Test func theRandomGeneratorIsSplitMix64() {
    // Reference values of SplitMix64 seeded with 0.
    var random = Exploration.SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
  }
}
