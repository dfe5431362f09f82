import Testing
import Traces

/// The reports ask every replay whether it has failure messages without gathering them
/// (``ReplayTrace/hasFailureMessages``): the answer must be the gathered list's.
@Suite struct FailureMessagesTests {
  static func trace(
    _ outcome: ReplayOutcome, stepFailures: [String] = [], leaks: [String] = []
  ) -> ReplayTrace {
    let steps = [
      StepTrace(index: 0, line: 3, source: "launch", screen: "s", navigation: [], calls: [], state: []),
      StepTrace(
        index: 1, line: 4, source: "expect x", screen: "s", navigation: [], calls: [], state: [],
        failures: stepFailures),
    ]
    return ReplayTrace(
      scenario: "Scenarios/a.scenario", scenarioName: "A", variant: "mvc", outcome: outcome, steps: steps,
      leaks: leaks)
  }

  static let traces: [ReplayTrace] = [
    trace(.passed),
    trace(.leaked),
    trace(.leaked, leaks: ["CheckoutViewController"]),
    trace(.passed, stepFailures: ["a.scenario:4: expected x"]),
    trace(
      .failedExpectations(line: 4, step: 1, message: "a.scenario:4: expected x"),
      stepFailures: ["a.scenario:4: expected x"]),
    trace(.stepFailed(line: 4, message: "no button x")),
    trace(.unscriptedCall(line: 4, message: "fetchOrders")),
    trace(.didNotSettle(line: 4, message: "still loading")),
    trace(.crashed(line: nil, message: "the worker could not start")),
    trace(.timedOut(line: 4, message: "did not finish")),
    trace(.nondeterministic(message: "replay 2 of 3 differs")),
  ]

  @Test(arguments: traces)
  func aReplayHasFailureMessagesExactlyWhenItsGatheredListIsNotEmpty(trace: ReplayTrace) {
    #expect(trace.hasFailureMessages == !trace.failureMessages.isEmpty)
  }

  @Test func aReplayThatPassedWithoutLeaksOrFailedStepsHasNone() {
    #expect(!Self.trace(.passed).hasFailureMessages)
    #expect(!Self.trace(.leaked).hasFailureMessages)
  }
}
