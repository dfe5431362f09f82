import Exploration
import Testing
import Traces

/// A flow every variant refused at the same step is kept, up to that step, with what the first
/// variant said, and written as a scenario that parses; a flow any variant performed is not.
@Suite struct EndedEarlyTests {
  static let flow = Flow(
    rules: [], steps: [.launch, .tap("products.refresh"), .tap("product.p25"), .back])
  static let refusal =
    "b000004/f00084.scenario:12:1: error: no element `product.p25` on screen `products.list`"

  /// A replay on `variant` whose steps are `sources`, stopped at the last with `outcome`.
  static func trace(_ variant: String, _ sources: [String], outcome: ReplayOutcome) -> ReplayTrace {
    let steps = sources.enumerated().map { index, source in
      StepTrace(
        index: index, line: 10 + index, source: source, screen: "", navigation: [], calls: [], state: [],
        failures: index == sources.count - 1 && !outcome.isPass ? [refusal] : [])
    }
    return ReplayTrace(
      scenario: "b000004/f00084.scenario", scenarioName: "flow", variant: variant, outcome: outcome,
      steps: steps)
  }

  static let refused = ReplayOutcome.stepFailed(line: 12, message: refusal)
  static let threeSteps = ["launch", "tap products.refresh", "tap product.p25"]

  @Test func aFlowEveryVariantRefusedIsKeptUpToTheRefusedStepWithWhatTheFirstSaid() throws {
    let traces = ["mvc", "reducer"].map { Self.trace($0, Self.threeSteps, outcome: Self.refused) }
    let endedEarly = try #require(EndedEarly(flowIndex: 834, flow: Self.flow, traces: traces))
    #expect(endedEarly.flowIndex == 834)
    #expect(endedEarly.stepIndex == 2)
    #expect(endedEarly.source == "tap product.p25")
    #expect(endedEarly.message == "no element `product.p25` on screen `products.list`")
    #expect(endedEarly.flow.steps == [.launch, .tap("products.refresh"), .tap("product.p25")])
  }

  @Test func aFlowOneVariantPerformedOrRefusedElsewhereDidNotEndEarly() {
    let refused = Self.trace("mvc", Self.threeSteps, outcome: Self.refused)
    let passed = Self.trace("reducer", Self.threeSteps + ["back"], outcome: .passed)
    let refusedEarlier = Self.trace("reducer", Array(Self.threeSteps.prefix(2)), outcome: Self.refused)
    #expect(EndedEarly(flowIndex: 1, flow: Self.flow, traces: [refused, passed]) == nil)
    #expect(EndedEarly(flowIndex: 1, flow: Self.flow, traces: [refused, refusedEarlier]) == nil)
    #expect(EndedEarly(flowIndex: 1, flow: Self.flow, traces: []) == nil)
  }

  @Test func aCommentOfAFlowsScenarioStaysOneLineWhateverItHolds() throws {
    let text = Self.flow.scenarioText(
      title: "t", tags: [], comments: ["two\nlines\u{2028}and a\u{00A0}space", "a\ttab"])
    #expect(
      text.split(separator: "\n").filter { $0.hasPrefix("#") } == ["# two?lines?and a?space", "# a\ttab"])
    #expect(PoolFolder.parse(text) != nil)
  }

  @Test func itsScenarioParsesAndSaysWhereItComesFromAndWhatTheVariantsSaid() throws {
    let traces = ["mvc", "reducer"].map { Self.trace($0, Self.threeSteps, outcome: Self.refused) }
    let endedEarly = try #require(EndedEarly(flowIndex: 834, flow: Self.flow, traces: traces))
    let text = endedEarly.scenarioText(seed: 1002, variants: ["mvc", "reducer"])
    let scenario = try #require(PoolFolder.parse(text))
    #expect(scenario.name == "Explored with seed 1002, flow 834: ended early at step 3")
    #expect(scenario.steps.map(\.sourceLine) == Self.threeSteps)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "# Made by `arch-harness explore --seed 1002` (variants mvc, reducer): flow 834, which every "
          + "variant refused at step 3 (`tap product.p25`):"))
    #expect(lines.contains("#   no element `product.p25` on screen `products.list`"))
  }
}
