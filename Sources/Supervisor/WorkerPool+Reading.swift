import Foundation
import Synchronization
import Traces

extension WorkerPool {
  /// Starts workers that read the scenario files at `files` (as a worker is given them:
  /// `Scenarios/…`), each a share, and report the heading of each one that parses; they then wait
  /// for ``ReadingWorkers/replay(_:stopAfter:progress:)`` (or ``ReadingWorkers/close()``). A run
  /// parses each scenario once this way, in the workers that replay it, rather than once in the
  /// supervisor to decide what runs and again in a worker.
  public func start(reading files: [String], on variants: [String]) -> ReadingWorkers {
    let count = min(parallelism, files.count)
    let workers = ReadingWorkers(queue: ReplayQueue([]), count: count)
    for part in 0..<count {
      let share = stride(from: part, to: files.count, by: count).map { files[$0] }
      workers.launch { [self] in
        runWorkers(
          variants: variants, queue: workers.queue, report: workers.report,
          reading: Reading(files: share, workers: workers))
      }
    }
    return workers
  }

  /// The files a worker reads before it replays, and where their headings go.
  struct Reading {
    var files: [String]
    var workers: ReadingWorkers
  }
}

/// Workers started before a run knows what it replays (``WorkerPool/start(reading:on:)``): they
/// read the scenario files, hand their headings over, and wait for the scenarios to replay.
public final class ReadingWorkers: Sendable {
  fileprivate let queue: ReplayQueue
  private let count: Int
  /// Left by each worker thread once its headings are in.
  private let headingsRead = DispatchGroup()
  /// Left by each worker thread at its end.
  private let threadsEnded = DispatchGroup()
  /// Signalled once for each worker thread when the scenarios to replay are known, or none are.
  private let replaysKnown = DispatchSemaphore(value: 0)

  private struct State {
    var headings: [String: ScenarioHeading] = [:]
    var traces: [ReplayTrace] = []
    var hasStarted = false
    var stopAfter: @Sendable (ReplayTrace) -> Bool = { _ in false }
    var progress: @Sendable (ReplayTrace) -> Void = { _ in }
  }

  private let state = Mutex(State())

  fileprivate init(queue: ReplayQueue, count: Int) {
    self.queue = queue
    self.count = count
  }

  /// Runs `body` on a thread of its own, one worker after another.
  fileprivate func launch(_ body: @escaping @Sendable () -> Void) {
    headingsRead.enter()
    threadsEnded.enter()
    Thread.detachNewThread { [self] in
      body()
      threadsEnded.leave()
    }
  }

  /// The heading of every file that a worker read and that parses, by path, once every worker has
  /// read its share. A file that is not there does not parse, or its worker ended before it: the
  /// caller reads that one itself.
  public func headings() -> [String: ScenarioHeading] {
    headingsRead.wait()
    return state.withLock { $0.headings }
  }

  /// Replays each of `scenarios` on every variant in these workers and returns every trace, as
  /// ``WorkerPool/run(replaying:on:stopAfter:progress:)`` does; a worker takes the scenarios it
  /// read first. Only the first call replays; the workers end with it.
  public func replay(
    _ scenarios: [(path: String, name: String)],
    stopAfter: @escaping @Sendable (ReplayTrace) -> Bool = { _ in false },
    progress: @escaping @Sendable (ReplayTrace) -> Void
  ) -> [ReplayTrace] {
    guard begin(stopAfter: stopAfter, progress: progress) else { return [] }
    queue.fill(scenarios)
    if scenarios.isEmpty { queue.stop() }
    endWaiting()
    return state.withLock { $0.traces }
  }

  /// Ends the workers without replaying anything, unless they replayed already.
  public func close() {
    guard begin() else { return }
    queue.stop()
    endWaiting()
  }

  /// Whether this is the first call to replay or close, which decides: with what replays report to.
  private func begin(
    stopAfter: @escaping @Sendable (ReplayTrace) -> Bool = { _ in false },
    progress: @escaping @Sendable (ReplayTrace) -> Void = { _ in }
  ) -> Bool {
    state.withLock { state in
      guard !state.hasStarted else { return false }
      state.hasStarted = true
      state.stopAfter = stopAfter
      state.progress = progress
      return true
    }
  }

  /// Lets every worker thread go on, and waits for their end.
  private func endWaiting() {
    for _ in 0..<count { replaysKnown.signal() }
    threadsEnded.wait()
  }

  // MARK: - The worker threads' side

  /// A worker thread's headings are in: hands them over and waits for the scenarios to replay.
  func finishReading(_ headings: [ScenarioHeading]) {
    state.withLock { state in
      for heading in headings { state.headings[heading.path] = heading }
    }
    headingsRead.leave()
    replaysKnown.wait()
  }

  /// A finished replay.
  func report(_ trace: ReplayTrace) {
    let (progress, stopAfter) = state.withLock { state in
      state.traces.append(trace)
      return (state.progress, state.stopAfter)
    }
    progress(trace)
    if stopAfter(trace) { queue.stop() }
  }
}
