extension WorkerPool {
  /// Scenarios to replay in one worker, each on every one of `variants`, in order: scenario by
  /// scenario, so that the worker parses each scenario once.
  public struct Job: Sendable {
    public var variants: [String]
    /// Scenario paths relative to the scenarios folder, with their titles (for crash results).
    public var scenarios: [(path: String, name: String)]

    public init(variants: [String], scenarios: [(path: String, name: String)]) {
      self.variants = variants
      self.scenarios = scenarios
    }

    public init(variant: String, scenarios: [(path: String, name: String)]) {
      self.init(variants: [variant], scenarios: scenarios)
    }

    /// Every replay of the job, in the order the worker runs them.
    var replays: [Replay] {
      scenarios.flatMap { scenario in
        variants.map { Replay(path: scenario.path, name: scenario.name, variant: $0) }
      }
    }
  }

  /// One scenario on one variant.
  struct Replay: Equatable {
    var path: String
    var name: String
    var variant: String
  }

  // MARK: - Splitting a run

  /// `scenarios` on every one of `variants`, split into jobs of consecutive scenarios: a few per
  /// worker at once, so that a worker that finishes early takes the next part rather than
  /// waiting for the slowest, and each scenario is parsed once.
  public func jobs(replaying scenarios: [(path: String, name: String)], on variants: [String]) -> [Job] {
    guard !scenarios.isEmpty else { return [] }
    let parts = min(scenarios.count, parallelism * Self.jobsPerWorker)
    return (0..<parts).map { part in
      let range = (scenarios.count * part / parts)..<(scenarios.count * (part + 1) / parts)
      return Job(variants: variants, scenarios: Array(scenarios[range]))
    }
  }

  /// How many jobs `jobs(replaying:on:)` makes per worker: each costs a process start (some 20 ms
  /// of CPU) and at the end the other workers wait for the last (half a job, on average).
  static let jobsPerWorker = 4
}
