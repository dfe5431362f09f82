import Traces

/// A step as `results.json`'s table of steps holds it (`$.steps`): a ``StepTrace`` whose screen
/// and state are positions in the tables of screens (`$.screens`) and states (`$.states`).
struct SharedStep: Codable, Hashable, Sendable {
  var index: Int
  var line: Int
  var source: String
  /// The position of the step's screen text in `$.screens`.
  var screen: Int
  var navigation: [String]
  var calls: [String]
  /// The position of the step's exported state in `$.states`.
  var state: Int
  var failures: [String]

  init(_ step: StepTrace, screen: Int, state: Int) {
    index = step.index
    line = step.line
    source = step.source
    self.screen = screen
    navigation = step.navigation
    calls = step.calls
    self.state = state
    failures = step.failures
  }

  /// The step, its screen being `screen` and its state `state`.
  func trace(screen: String, state: [String]) -> StepTrace {
    StepTrace(
      index: index, line: line, source: source, screen: screen, navigation: navigation, calls: calls,
      state: state, failures: failures)
  }
}
