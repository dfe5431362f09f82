import Foundation
import Synchronization
import Traces

/// Runs replays in worker processes, a few at a time, and turns a worker that dies or hangs into
/// a result for the scenario it was on — then goes on with the rest.
public final class WorkerPool: Sendable {
  /// One variant and the scenarios to replay on it, in order.
  public struct Job: Sendable {
    public var variant: String
    /// Scenario paths relative to the scenarios folder, with their titles (for crash results).
    public var scenarios: [(path: String, name: String)]

    public init(variant: String, scenarios: [(path: String, name: String)]) {
      self.variant = variant
      self.scenarios = scenarios
    }
  }

  let executable: URL
  let scenariosRoot: URL
  let parallelism: Int
  /// How long a worker may go without finishing a replay before it is stopped. This supervisor's
  /// timer is the harness's only use of the wall clock: it catches a variant stuck in a
  /// synchronous loop, which no virtual-time budget can see.
  let silenceLimit: Duration
  /// Arguments added to every worker's command line (`--repeat 50`).
  let extraArguments: [String]

  public init(
    executable: URL, scenariosRoot: URL, parallelism: Int, silenceLimit: Duration = .seconds(60),
    extraArguments: [String] = []
  ) {
    self.executable = executable
    self.scenariosRoot = scenariosRoot
    self.parallelism = max(1, parallelism)
    self.silenceLimit = silenceLimit
    self.extraArguments = extraArguments
  }

  /// Runs every job and returns every trace; `progress` hears of each as it finishes (from
  /// worker threads, one at a time).
  public func run(_ jobs: [Job], progress: @escaping @Sendable (ReplayTrace) -> Void) -> [ReplayTrace] {
    let results = Mutex<[ReplayTrace]>([])
    let report: @Sendable (ReplayTrace) -> Void = { trace in
      results.withLock { $0.append(trace) }
      progress(trace)
    }
    let slots = DispatchSemaphore(value: parallelism)
    let group = DispatchGroup()
    for job in jobs {
      slots.wait()
      group.enter()
      Thread.detachNewThread { [self] in
        runJob(job, report: report)
        slots.signal()
        group.leave()
      }
    }
    group.wait()
    return results.withLock { $0 }
  }

  private func runJob(_ job: Job, report: @Sendable (ReplayTrace) -> Void) {
    var remaining = job.scenarios
    while !remaining.isEmpty {
      let run = WorkerProcess(
        executable: executable,
        arguments: WorkerProtocol.arguments(
          variant: job.variant, scenariosRoot: scenariosRoot, scenarios: remaining.map(\.path))
          + extraArguments,
        silenceLimit: silenceLimit)
      let ending = run.start { trace in
        if let index = remaining.firstIndex(where: { $0.path == trace.scenario }) {
          remaining.remove(at: index)
        }
        report(trace)
      }
      guard let lost = remaining.first else { return }
      remaining.removeFirst()
      let outcome: ReplayOutcome
      switch ending {
      case .finished:
        outcome = .crashed(message: "the worker ended without replaying this scenario\(run.errorTail)")
      case .crashed(let description):
        outcome = .crashed(message: "\(description)\(run.errorTail)")
      case .silent:
        outcome = .timedOut(
          message: "no result after \(silenceLimit) of wall time; the variant may be stuck in a loop")
      }
      report(
        ReplayTrace(
          scenario: lost.path, scenarioName: lost.name, variant: job.variant, outcome: outcome, steps: []))
    }
  }
}
