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

  /// Runs every job and returns every trace; `progress` hears of each as it finishes (from
  /// worker threads, one at a time). A job ends early, its remaining scenarios not replayed, after
  /// a trace `stopAfter` accepts (`mutate` stops at the first replay that tells a mutant apart).
  public func run(
    _ jobs: [Job], stopAfter: @escaping @Sendable (ReplayTrace) -> Bool = { _ in false },
    progress: @escaping @Sendable (ReplayTrace) -> Void
  ) -> [ReplayTrace] {
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
        runJob(job, stopAfter: stopAfter, report: report)
        slots.signal()
        group.leave()
      }
    }
    group.wait()
    return results.withLock { $0 }
  }

  // MARK: - One job

  private func runJob(_ job: Job, stopAfter: (ReplayTrace) -> Bool, report: (ReplayTrace) -> Void) {
    // The replays not yet reported, always the last ones of the job's order: a worker that stops
    // early is followed by one that starts where it stopped.
    var remaining = job.replays[...]
    var isStopping = false
    while let next = remaining.first, !isStopping {
      var current: (replay: Replay, marker: StepMarker?, steps: [StepTrace], appTimes: [Int])?
      let worker = WorkerProcess(
        executable: executable.path,
        arguments: WorkerProtocol.arguments(
          variants: job.variants, scenariosRoot: scenariosRoot,
          scenarios: Self.paths(of: remaining),
          firstVariant: next.variant == job.variants.first ? nil : next.variant)
          + extraArguments,
        environment: Self.workerEnvironment.merging(extraEnvironment) { _, extra in extra },
        stepTimeout: stepTimeout)
      let ending = worker.run(stopWhen: { isStopping }) { message in
        switch message {
        case .scenarioStarted(let path, let variant):
          current = remaining.first { $0.path == path && $0.variant == variant }.map { ($0, nil, [], []) }
        case .stepStarted(let marker): current?.marker = marker
        case .stepFinished(let step, let appNanoseconds):
          current?.steps.append(step)
          current?.appTimes.append(appNanoseconds)
        case .tearDownStarted:
          if let last = current?.marker { current?.marker = Self.tearDownMarker(after: last) }
        case .finished(var trace):
          guard
            let index = remaining.firstIndex(where: {
              $0.path == trace.scenario && $0.variant == trace.variant
            })
          else { return }
          // Nearly always the first: the worker replays in the job's order.
          if index == remaining.startIndex { remaining.removeFirst() } else { remaining.remove(at: index) }
          trace.steps = current?.steps ?? []
          trace.stepAppNanoseconds = current?.appTimes ?? []
          current = nil
          report(trace)
          if stopAfter(trace) { isStopping = true }
        case .restarting, .benchmark: break
        }
      }
      if case .restarting = ending, current == nil { continue }
      guard let first = remaining.first, !isStopping else { return }
      let lost = current?.replay ?? first
      remaining.removeAll { $0 == lost }
      let outcome = Self.outcome(of: ending, at: current?.marker, stepTimeout: stepTimeout)
      let trace = ReplayTrace(
        scenario: lost.path, scenarioName: lost.name, variant: lost.variant, outcome: outcome,
        steps: current?.steps ?? [], stepAppNanoseconds: current?.appTimes ?? [])
      report(trace)
      if stopAfter(trace) { isStopping = true }
    }
  }

  /// The scenarios of `replays`, each once, in order.
  private static func paths(of replays: ArraySlice<Replay>) -> [String] {
    var paths: [String] = []
    for replay in replays where paths.last != replay.path { paths.append(replay.path) }
    return paths
  }

  /// What a scenario's result says when its worker ended with `ending` during the step `marker`.
  static func outcome(
    of ending: WorkerProcess.Ending, at marker: StepMarker?, stepTimeout: Duration
  )
    -> ReplayOutcome
  {
    let place = marker.map { "\($0.location): error: " } ?? ""
    let during =
      marker.map {
        $0.source == StepMarker.tearDownSource
          ? " during the tear-down after this step" : " while running `\($0.source)`"
      } ?? " before its first step"
    switch ending {
    case .stuck:
      let what =
        marker.map {
          $0.source == StepMarker.tearDownSource ? "the tear-down after this step" : "`\($0.source)`"
        }
        ?? "the worker's start"
      return .timedOut(
        line: marker?.line,
        message: "\(place)\(what) did not finish within \(stepTimeout.formatted) of wall time "
          + "(--step-timeout); the variant may be stuck in a synchronous loop")
    case .crashed(let description):
      return .crashed(line: marker?.line, message: "\(place)the variant crashed\(during): \(description)")
    case .couldNotStart(let description):
      return .crashed(line: nil, message: "the worker could not start: \(description)")
    case .finished, .restarting, .stopped:
      return .crashed(
        line: marker?.line, message: "\(place)the worker ended\(during) without reporting a result")
    }
  }

  /// The marker of the tear-down after the step `last`: located at that step, which is the last
  /// that ran.
  private static func tearDownMarker(after last: StepMarker) -> StepMarker {
    StepMarker(
      index: last.index + 1, file: last.file, line: last.line, column: last.column,
      source: StepMarker.tearDownSource)
  }

  /// The worker's environment: the harness's, marked as a worker, without the Swift backtracer
  /// (its report is machine-specific and slow; the supervisor reads the runtime's fatal message).
  static var workerEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment[WorkerProtocol.workerEnvironmentKey] = "1"
    environment["SWIFT_BACKTRACE"] = "enable=no"
    return environment
  }
}

extension Duration {
  /// `10s`, `500ms`: how the command line writes durations.
  public var formatted: String {
    let (seconds, attoseconds) = components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
  }
}
