import Exploration
import Testing
import Traces

/// The depth summary counts a state once per flow that reached it, from the flow's first trace.
@Suite struct ExplorationDepthTests {
  /// A replay whose steps exported `states` (each a step's state lines).
  static func trace(_ states: [[String]], calls: [[String]] = []) -> ReplayTrace {
    let steps = states.enumerated().map { index, state in
      StepTrace(
        index: index, line: index + 1, source: "wait 1ms", screen: "", navigation: [],
        calls: index < calls.count ? calls[index] : [], state: state)
    }
    return ReplayTrace(
      scenario: "f.scenario", scenarioName: "f", variant: "mvc", outcome: .passed, steps: steps)
  }

  @Test func aListThatFailsAfterItLoadedIsAFailedReloadAndAFirstLoadThatFailsIsNot() {
    var depth = ExplorationDepth()
    depth.add([
      Self.trace([
        ["products: loading"], ["products: loaded [p1]"], ["products: loading"],
        ["products: failed message=\"Could not load products\""],
        ["products: failed message=\"Could not load products\""],
      ])
    ])
    depth.add([Self.trace([["products: loading"], ["products: failed message=\"Could not load products\""]])])
    #expect(depth.flows == 2)
    #expect(depth.reached["list reload failed"] == 1)
    #expect(depth.summary.contains("load cancelled 0%, list reload failed 50%, link rejected 0%"))
  }

  @Test func aCancelledCallCountsOncePerFlowAndAFlowWithoutTracesNotAtAll() {
    var depth = ExplorationDepth()
    depth.add([
      Self.trace(
        [["history: loading"], ["history: loading"], ["history: loaded []"]],
        calls: [["store.load"], ["cancelled store.load", "store.load"], ["cancelled store.load"]])
    ])
    depth.add([])
    #expect(depth.flows == 1)
    #expect(depth.reached == ["load cancelled": 1])
    #expect(depth.summary.hasPrefix("checkout processing 0%, payment failed 0%"))
  }
}
