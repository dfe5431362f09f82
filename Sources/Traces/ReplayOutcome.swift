/// How one replay of one scenario on one variant ended.
public enum ReplayOutcome: Codable, Equatable, Sendable {
  /// Every step ran and every expectation held.
  case passed
  /// Every step ran, but some expectations failed: the first failed at the step numbered `step`
  /// (from 0), on `line`, with the located `message` (the others are in the steps' failures).
  case failedExpectations(line: Int, step: Int, message: String)
  /// A user action could not be performed (a missing or disabled element …); the replay stopped.
  case stepFailed(line: Int, message: String)
  /// The step at `line` made a service call no rule of the scenario answers (and the scenario does
  /// not allow that with `unscripted-calls: allowed`); the replay stopped there.
  case unscriptedCall(line: Int, message: String)
  /// The step at `line` was still running work after the settle budget was spent.
  case didNotSettle(line: Int, message: String)
  /// The variant crashed (its process died) during the step at `line` (nil: before any step);
  /// `message` is located and holds the runtime's fatal message, without machine details.
  case crashed(line: Int? = nil, message: String)
  /// The step at `line` did not finish within the harness's step timeout (wall time).
  case timedOut(line: Int? = nil, message: String)
  /// Every step ran and every expectation held, but screens or their objects outlived their
  /// time on screen (see the trace's leaks).
  case leaked
  /// Replaying the scenario again gave a different trace (`--repeat`); `message` says where.
  case nondeterministic(message: String)

  /// A one-word status for matrices: `pass`, `fails-expect`, `step-failed`, `unscripted-call`,
  /// `no-settle`, `crashed`, `timed-out`, `leaks`, `nondeterministic`.
  public var status: String {
    switch self {
    case .passed: "pass"
    case .failedExpectations: "fails-expect"
    case .stepFailed: "step-failed"
    case .didNotSettle: "no-settle"
    case .unscriptedCall: "unscripted-call"
    case .crashed: "crashed"
    case .timedOut: "timed-out"
    case .leaked: "leaks"
    case .nondeterministic: "nondeterministic"
    }
  }

  public var isPass: Bool { self == .passed }

  /// Whether the replay ran every step: it passed, failed expectations, leaked or was
  /// nondeterministic. A replay that crashed, timed out, did not settle, could not perform a step
  /// or made an unscripted call stopped early, and never outvotes one that finished.
  public var isFinished: Bool {
    switch self {
    case .passed, .failedExpectations, .leaked, .nondeterministic: true
    case .stepFailed, .unscriptedCall, .didNotSettle, .crashed, .timedOut: false
    }
  }

  /// The outcome's located message, when it has one (all but passing and leaking).
  public var message: String? {
    switch self {
    case .stepFailed(_, let message), .unscriptedCall(_, let message), .didNotSettle(_, let message),
      .crashed(_, let message), .timedOut(_, let message), .nondeterministic(let message),
      .failedExpectations(_, _, let message):
      message
    case .passed, .leaked: nil
    }
  }

  /// The scenario line the outcome points at, when it points at one (for failed expectations,
  /// the first that failed).
  public var line: Int? {
    switch self {
    case .stepFailed(let line, _), .didNotSettle(let line, _), .unscriptedCall(let line, _): line
    case .crashed(let line, _), .timedOut(let line, _): line
    case .passed, .failedExpectations, .leaked, .nondeterministic: nil
    }
  }
}
