/// How long and how precisely to measure.
public struct BenchSettings: Sendable {
  public var minReplays: Int
  public var maxReplays: Int
  public var maxSeconds: Int
  public var precision: Double
  public var stepTimeout: Duration

  /// Settings from the command's options.
  public init(minReplays: Int, maxReplays: Int, maxSeconds: Int, precision: Double, stepTimeout: Duration) {
    self.minReplays = minReplays
    self.maxReplays = maxReplays
    self.maxSeconds = maxSeconds
    self.precision = precision
    self.stepTimeout = stepTimeout
  }

  /// The worker options that carry these settings.
  var workerArguments: [String] {
    [
      "--bench-min-replays", String(minReplays), "--bench-max-replays", String(maxReplays),
      "--bench-seconds", String(maxSeconds), "--bench-precision", String(precision),
    ]
  }
}
