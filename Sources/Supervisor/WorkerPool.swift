import Foundation
import Synchronization
import Traces

/// Runs replays in worker processes, a few at a time, and turns a worker that crashes, hangs or
/// stops early into a located result for the scenario it was on — then goes on with the rest in a
/// fresh worker.
public final class WorkerPool: Sendable {
  /// The step timeout when none is given.
  public static let defaultStepTimeout = Duration.seconds(10)

  let executable: URL
  let scenariosRoot: URL
  let parallelism: Int
  let stepTimeout: Duration
  /// Arguments added to every worker's command line (`--repeat 50`).
  let extraArguments: [String]
  /// Variables set in every worker's environment on top of the harness's own (`mutate` selects
  /// its mutant this way).
  let extraEnvironment: [String: String]

  public init(
    executable: URL, scenariosRoot: URL, parallelism: Int, stepTimeout: Duration = defaultStepTimeout,
    extraArguments: [String] = [], extraEnvironment: [String: String] = [:]
  ) {
    self.executable = executable
    self.scenariosRoot = scenariosRoot
    self.parallelism = max(1, parallelism)
    self.stepTimeout = stepTimeout
    self.extraArguments = extraArguments
    self.extraEnvironment = extraEnvironment
  }

  /// Replays each of `scenarios` on every one of `variants` and returns every trace; `progress`
  /// hears of each as it finishes (from worker threads, one at a time). At most `parallelism`
  /// workers run at once, each taking the next scenario of the list as it starts the last one it
  /// has, and replaying it on every variant after one parse. The run ends early, the scenarios
  /// not yet replayed left out, after a trace `stopAfter` accepts (`mutate` stops at the first
  /// replay that tells a mutant apart).
  public func run(
    replaying scenarios: [(path: String, name: String)], on variants: [String],
    stopAfter: @escaping @Sendable (ReplayTrace) -> Bool = { _ in false },
    progress: @escaping @Sendable (ReplayTrace) -> Void
  ) -> [ReplayTrace] {
    let results = Mutex<[ReplayTrace]>([])
    let queue = ReplayQueue(scenarios)
    let report: @Sendable (ReplayTrace) -> Void = { trace in
      results.withLock { $0.append(trace) }
      progress(trace)
      if stopAfter(trace) { queue.stop() }
    }
    let group = DispatchGroup()
    for _ in 0..<min(parallelism, scenarios.count) {
      group.enter()
      Thread.detachNewThread { [self] in
        runWorkers(variants: variants, queue: queue, report: report)
        group.leave()
      }
    }
    group.wait()
    return results.withLock { $0 }
  }
}
