import Foundation

/// What an `explore` run does: how many flows (or for how long), how long each, where the
/// findings go, and how many workers replay them.
public struct ExploreOptions: Sendable {
  /// The seed of the flows: the same seed gives the same flows.
  public var seed: UInt64
  /// How many flows to generate, unless `time` is given.
  public var flows: Int
  /// Generate flows for this long (wall time) instead.
  public var time: Duration?
  /// The most steps a flow has, launch included.
  public var maxSteps: Int
  /// Where the shrunk scenarios and their fixtures go.
  public var out: URL
  /// Worker processes at once.
  public var jobs: Int
  /// A step running longer than this (wall time) is stopped.
  public var stepTimeout: Duration
  /// Flows written and replayed at once.
  public var batch: Int
  /// Print only the summary.
  public var quiet: Bool

  /// The options, as given.
  public init(
    seed: UInt64, flows: Int, time: Duration?, maxSteps: Int, out: URL, jobs: Int, stepTimeout: Duration,
    batch: Int, quiet: Bool
  ) {
    self.seed = seed
    self.flows = flows
    self.time = time
    self.maxSteps = maxSteps
    self.out = out
    self.jobs = jobs
    self.stepTimeout = stepTimeout
    self.batch = batch
    self.quiet = quiet
  }
}
