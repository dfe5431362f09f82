/// What a bench worker measured for one scenario on one variant, sent as JSON in a `BENCH`
/// message.
struct BenchMeasurement: Codable, Equatable, Sendable {
  /// One kind of user action: the action and the waits and checks after it.
  struct Action: Codable, Equatable, Sendable {
    var kind: String
    /// The median over the replays of the app's own work for this action as the main thread's
    /// CPU time, in microseconds, and its 95 % confidence interval (the stop rule's).
    var medianMicroseconds: Double
    var lowMicroseconds: Double
    var highMicroseconds: Double
    /// How far the interval reaches from the median, as a fraction of it.
    var relativeHalfWidth: Double
    /// The same on the monotonic clock (wall time, which counts waiting for a core too).
    var wallMedianMicroseconds: Double
    var wallLowMicroseconds: Double
    var wallHighMicroseconds: Double
    var wallRelativeHalfWidth: Double
    /// The longest `STEPTRACE` line among the action's steps, in bytes (of the first replay).
    var traceBytes: Int
  }

  /// The medians over the replays of one step's times, in microseconds.
  struct Step: Codable, Equatable, Sendable {
    var source: String
    /// The app's own work: the action and its settling, or a `wait`'s advance (0 for checks), as
    /// the main thread's CPU time.
    var app: Double
    /// The same on the monotonic clock.
    var appWall: Double
    /// Checking an assertion (`expect …`).
    var check: Double
    /// Recording: rendering the screen, taking events and calls, exporting the state.
    var record: Double
    /// Writing the step's `STEPTRACE` line.
    var encode: Double
    /// Writing to the pipe (only with `--bench-write`): the step's heartbeat with the record
    /// before it.
    var write: Double
    /// Everything the step cost but the app's own work (monotonic clock, the app's wall time
    /// taken off).
    var overhead: Double
  }

  var scenario: String
  var variant: String
  /// `pass`, or the replay's status and its first failure.
  var outcome: String
  /// Replays measured (after one not measured, to warm up).
  var replays: Int
  /// Whether every action's interval came within the precision asked for before a limit.
  var converged: Bool
  var actions: [Action]
  var steps: [Step]
  /// The most list rows any recorded screen held.
  var rowsRendered: Int
  /// The worker's peak resident memory (`getrusage`), in kilobytes.
  var peakMemoryKilobytes: Int
}
