import ReducerRuntime
import Testing

extension TestStore {
  /// Waits for the next action an effect sends, checks it is `expected`, reduces it and checks the
  /// state against `expectation`. Fails at once (no timeout) when no effect is running, or when
  /// every running effect waits on a call the test has not answered.
  public func receive(
    _ expected: Action, assert expectation: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    while true {
      await waitUntil { !$0.received.isEmpty }
      guard !received.isEmpty else {
        fail(
          "Expected to receive \(ValueDump.text(expected)), but no action was received: "
            + whyNothingArrived, at: sourceLocation)
        return
      }
      let action = received.removeFirst()
      if action == expected {
        return step(action, verb: "receiving", expectation, at: sourceLocation)
      }
      if exhaustivity == .off {
        step(action, verb: "skipping", nil, at: sourceLocation)
        continue
      }
      let diff = LineDiff.diff(expected: ValueDump.text(expected), actual: ValueDump.text(action))
      fail("Received an unexpected action:\n\n\(diff)\n\n(Expected: −, Received: +)", at: sourceLocation)
      return step(action, verb: "receiving", expectation, at: sourceLocation)
    }
  }

  private var whyNothingArrived: String {
    if effectsInFlight == 0 { return "no effect is running." }
    return "every running effect (\(effectsInFlight)) waits on a call the test has not answered."
  }
}
