import Foundation
import Traces

extension WorkerPool {
  // MARK: - One worker at a time

  /// Runs workers one after another, each replaying scenarios from `queue` until it is empty: a
  /// worker that stops early (a crash, a hang, work left running) is followed by one that starts
  /// where it stopped. With `reading`, the first worker reads those files and reports their
  /// headings before it replays anything (``start(reading:on:)``).
  func runWorkers(
    variants: [String], queue: ReplayQueue, report: (ReplayTrace) -> Void, reading: Reading? = nil
  ) {
    var reading = reading
    // The replays given to the current worker and not yet reported, in its order; the next
    // worker starts with them.
    var assigned: [Replay] = []
    // The scenarios the current worker has read: it replays those first, without parsing again.
    var read: Set<String> = []
    func take() -> String? {
      guard let scenario = queue.next(preferring: read) else { return nil }
      assigned += variants.map { Replay(path: scenario.path, name: scenario.name, variant: $0) }
      return scenario.path
    }
    func finishReading(_ headings: [ScenarioHeading]) {
      guard let workers = reading?.workers else { return }
      reading = nil
      workers.finishReading(headings)
    }
    defer { finishReading([]) }
    while !queue.isStopped {
      if reading == nil, assigned.isEmpty, take() == nil { return }
      // The worker is given scenarios ahead of the one it replays, so that it never waits for one
      // while this thread collects its output a few milliseconds at a time.
      var given = Self.paths(of: assigned)
      while reading == nil, given.count < Self.scenariosAhead, let next = take() { given.append(next) }
      var started = 0
      var endSent = false
      var lastStarted: String?
      var current: InFlight?
      // The steps of the last replay that finished, and its scenario.
      var lastSteps = (path: "", steps: [StepTrace]())
      var headings: [ScenarioHeading] = []
      let firstVariant = assigned.first.flatMap { $0.variant == variants.first ? nil : $0.variant }
      let worker = WorkerProcess(
        executable: executable.path,
        arguments: WorkerProtocol.arguments(
          variants: variants, scenariosRoot: scenariosRoot, scenarios: reading?.files ?? given,
          firstVariant: firstVariant, takesMore: true, headingsFirst: reading != nil)
          + extraArguments,
        environment: Self.workerEnvironment.merging(extraEnvironment) { _, extra in extra },
        stepTimeout: stepTimeout)
      // It has fewer scenarios ahead than it should: the next ones, or the end.
      func sendAhead(_ send: (String) -> Void) {
        while !endSent, given.count - started < Self.scenariosAhead {
          if let next = take() {
            given.append(next)
            send(next)
          } else {
            send(WorkerProtocol.endOfInput)
            endSent = true
          }
        }
      }
      // Its headings are awaited, and so are the replays of its last scenario.
      let ended = worker.run(
        stopWhen: { queue.isStopped },
        awaited: { reading != nil || (endSent && assigned.count <= variants.count) }
      ) { message, send in
        switch message {
        case .heading(let heading): headings.append(heading)
        case .headingsEnded:
          guard reading != nil else { break }
          read = Set(headings.map(\.path))
          // Waits until the scenarios to replay are known.
          finishReading(headings)
          sendAhead(send)
        case .scenarioStarted(let path, let variant):
          // The scenario's replay on the variant before has the same steps, nearly always.
          let expected = path == lastSteps.path ? lastSteps.steps : []
          current = assigned.first { $0.path == path && $0.variant == variant }.map {
            InFlight(replay: $0, expecting: expected)
          }
          guard path != lastStarted else { break }
          lastStarted = path
          started += 1
          sendAhead(send)
        case .stepFinished(let step, let appNanoseconds):
          current?.collector.append(step)
          current?.appTimes.append(appNanoseconds)
        case .appOutput(let output, _): current?.appOutput.append(output)
        case .finished(var trace):
          guard
            let index = assigned.firstIndex(where: {
              $0.path == trace.scenario && $0.variant == trace.variant
            })
          else { return }
          // Nearly always the first: the worker replays in the order it was given.
          assigned.remove(at: index)
          trace.steps = current?.collector.steps ?? []
          lastSteps = (trace.scenario, trace.steps)
          trace.stepAppNanoseconds = current?.appTimes ?? []
          trace.appOutput = current?.appOutput ?? []
          current = nil
          report(trace)
        // A heartbeat is read only when the worker ends (`ended.marker`).
        case .stepStarted, .tearDownStarted, .restarting, .benchmark: break
        }
      }
      // A worker that ended before it read every file: the headings it sent stand, and the
      // caller reads the other files itself.
      finishReading(headings)
      read = []
      // Where the replay in flight was, as the worker's last heartbeat says.
      let marker = current == nil ? nil : ended.marker
      let ending = ended.ending
      if case .restarting = ending, current == nil { continue }
      guard let next = assigned.first, !queue.isStopped else { continue }
      let lost = current?.replay ?? next
      assigned.removeAll { $0 == lost }
      let outcome = Self.outcome(of: ending, at: marker, stepTimeout: stepTimeout)
      report(
        ReplayTrace(
          scenario: lost.path, scenarioName: lost.name, variant: lost.variant, outcome: outcome,
          steps: current?.collector.steps ?? [], stepAppNanoseconds: current?.appTimes ?? [],
          appOutput: Self.appOutput(of: current, at: marker, adding: ended.unreportedOutput)))
    }
  }

  /// How many scenarios a worker holds that it has not started: enough to last it through the
  /// milliseconds between two reads of its output (``WorkerProcess/collectingInterval``), even
  /// when they are short.
  static let scenariosAhead = 8

  /// The scenarios of `replays`, each once, in order.
  private static func paths(of replays: [Replay]) -> [String] {
    var paths: [String] = []
    for replay in replays where paths.last != replay.path { paths.append(replay.path) }
    return paths
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
