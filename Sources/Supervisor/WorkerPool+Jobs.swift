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

  /// `scenarios` on every one of `variants`, dealt into a few jobs per worker like cards (the
  /// first scenario to the first job, the second to the second, …), so that each job holds a bit
  /// of every folder and the jobs take about as long; each scenario is parsed once, and a worker
  /// that finishes early takes the next job.
  public func jobs(replaying scenarios: [(path: String, name: String)], on variants: [String]) -> [Job] {
    let parts = min(scenarios.count, parallelism * Self.jobsPerWorker)
    return (0..<parts).map { part in
      Job(
        variants: variants,
        scenarios: stride(from: part, to: scenarios.count, by: parts).map { scenarios[$0] })
    }
  }

  /// How many jobs `jobs(replaying:on:)` makes per worker. Each job costs a worker process, which
  /// starts cold (some 20–30 ms of CPU); fewer jobs than workers would leave a core idle at the
  /// end. Measured on the corpus (Docs/Benchmarks.md): 4 per worker cost 5–10 % more than 1 or 2.
  static let jobsPerWorker = 2
}
