import Foundation
import Synchronization

/// The deterministic replay runtime: after `install()`, every job of every task, actor and
/// continuation in the process waits in one FIFO until the driver runs it on the main thread, and
/// `Task.sleep` waits on the current `VirtualClock`. A replay is then a program with one total
/// order of events, fixed by the program itself.
///
/// The swap is process-wide and cannot be undone: use it only in a process of its own (the
/// `arch-harness` binary), never inside a test process.
public enum ReplayRuntime {
  /// The job budget of one settle when the caller gives none.
  public static let defaultBudget = 10_000

  /// Counters since `install()`, for cost reports.
  public struct Statistics: Equatable, Sendable {
    /// Settles run (each clock wake-up settles once).
    public var settles = 0
    /// Jobs run by those settles.
    public var jobsRun = 0
  }

  private struct State {
    var isInstalled = false
    var isSettling = false
    var timeline: VirtualClock?
    var unclaimedTimers: [(delay: Duration, job: ReadyJob)] = []
    var statistics = Statistics()
    /// The threads the process had when its first clock was made, before any replay ran.
    var idleThreads: Set<Int32>?
  }

  private static let state = Mutex(State())

  // MARK: - Installing

  /// Replaces the main and global executors of the process with the driver-owned FIFO, through
  /// the backend ``ReplayBackend/environmentVariable`` picks (``backend`` says which); returns
  /// why it cannot (see ``unavailableReason``), or nil once installed. Idempotent. Call it first
  /// thing in a synchronous `main.swift`, before anything is enqueued on the main executor.
  @discardableResult
  public static func install() -> String? {
    precondition(isOnMainThread, "ReplayRuntime.install() must run on the main thread")
    if isInstalled { return nil }
    if let reason = DeterministicExecutor.install() { return reason }
    MainDispatchQueue.prepare()
    state.withLock { $0.isInstalled = true }
    return nil
  }

  /// Whether `install()` has succeeded in this process.
  public static var isInstalled: Bool {
    state.withLock { $0.isInstalled }
  }

  /// Counters since `install()`.
  public static var statistics: Statistics {
    state.withLock { $0.statistics }
  }

  /// What a replay left behind, described for a report; nil when nothing is: jobs still queued,
  /// `Task.sleep` calls with no clock to wake them, blocks still on `DispatchQueue.main`, and threads
  /// started since the first clock was made (GCD's pool and timer threads, `Thread`s) that are still
  /// alive. After a replay's tear-down this must be nil: anything left could run during the next
  /// replay in this process, so a worker that sees it starts a fresh process instead.
  public static var leftoverWork: String? {
    var leftovers: [String] = []
    let queued = DeterministicExecutor.count
    let sleeping = state.withLock { $0.unclaimedTimers.count }
    let onMainQueue = MainDispatchQueue.hasPendingWork
    if queued + sleeping > 0 || onMainQueue {
      var parts: [String] = []
      if queued > 0 { parts.append("\(queued) job\(queued == 1 ? "" : "s") still queued") }
      if sleeping > 0 {
        parts.append("\(sleeping) `Task.sleep` call\(sleeping == 1 ? "" : "s") started after the tear-down")
      }
      if onMainQueue { parts.append("blocks still queued on `DispatchQueue.main`") }
      leftovers.append(
        "work still running after the app was torn down (\(parts.joined(separator: ", "))): "
          + "a task that never ends, or ignores cancellation")
    }
    if hasThreadsStartedSinceIdle {
      leftovers.append(
        "threads started during the replay still running after the app was torn down: work on "
          + "`DispatchQueue.global()`, behind `asyncAfter` or on a `Thread` runs outside the replay, "
          + "which can neither see it nor wait for it (use `Task` and the injected clock)")
    }
    return leftovers.isEmpty ? nil : leftovers.joined(separator: "; ")
  }

  /// Whether the process has a thread it did not have when its first clock was made.
  static var hasThreadsStartedSinceIdle: Bool {
    guard let idle = state.withLock({ $0.idleThreads }), let now = ThreadCensus.threadIDs() else {
      return false
    }
    return !now.isSubset(of: idle)
  }

  // MARK: - Driving

  /// Runs queued jobs on the calling (main) thread until the queue is empty, or until `budget` jobs
  /// have run and more are still queued; when the queue runs dry, runs the blocks queued on
  /// `DispatchQueue.main` too, as UIKit's run loop would, and what they start, until neither has
  /// work. Settled means every remaining piece of work is parked on the virtual clock (or on
  /// something outside the runtime — other dispatch queues, threads — which replays must not use).
  @discardableResult
  public static func settle(budget: Int = defaultBudget) -> SettleOutcome {
    precondition(budget > 0, "a settle budget must be positive, got \(budget)")
    precondition(isOnMainThread, "ReplayRuntime.settle runs jobs on the calling thread: call it on main")
    state.withLock { state in
      precondition(state.isInstalled, "ReplayRuntime.install() must run before the first settle")
      precondition(!state.isSettling, "ReplayRuntime.settle was called from inside a running job")
      state.isSettling = true
    }
    // The FIFO first; when it runs dry, the blocks on GCD's main queue (one drain counts as one
    // job), then the FIFO again with what they started, until both are empty.
    var jobsRun = 0
    var isEmpty = false
    while jobsRun < budget {
      guard DeterministicExecutor.runNext() || MainDispatchQueue.runPending() else {
        isEmpty = true
        break
      }
      jobsRun += 1
    }
    let isSettled = isEmpty || (DeterministicExecutor.count == 0 && !MainDispatchQueue.hasPendingWork)
    state.withLock { state in
      state.isSettling = false
      state.statistics.settles += 1
      state.statistics.jobsRun += jobsRun
    }
    return isSettled ? .settled(jobsRun: jobsRun) : .exceededBudget(jobsRun: jobsRun)
  }

  /// Runs `body` synchronously on the main actor. The driver is the main thread and no job runs
  /// while it drives, so the main actor is free; call `settle` afterwards to run what `body` started.
  public static func runOnMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    precondition(isOnMainThread, "ReplayRuntime.runOnMainActor must be called on the main thread")
    return try MainActor.assumeIsolated(body)
  }

  /// Runs `body` on the main actor, then settles: one replay step.
  @discardableResult
  public static func perform(budget: Int = defaultBudget, _ body: @MainActor () -> Void) -> SettleOutcome {
    runOnMainActor(body)
    return settle(budget: budget)
  }

  // MARK: - Timeline

  /// Puts a `Task.sleep` job on the current virtual clock; before any clock exists it waits for the
  /// first one, which adopts it at its own time zero.
  static func scheduleTimer(_ job: ReadyJob, after delay: Duration) {
    let clock = state.withLock { state -> VirtualClock? in
      if let timeline = state.timeline { return timeline }
      state.unclaimedTimers.append((delay, job))
      return nil
    }
    clock?.addTimer(job, after: delay)
  }

  /// Makes `clock` the timeline of `Task.sleep`. The first clock also notes the process's threads:
  /// no replay has run yet, so any other thread found later was started by one.
  static func attach(_ clock: VirtualClock) {
    let threads = state.withLock { $0.idleThreads == nil } ? ThreadCensus.threadIDs() : nil
    let orphans = state.withLock { state in
      if state.idleThreads == nil { state.idleThreads = threads }
      state.timeline = clock
      defer { state.unclaimedTimers.removeAll() }
      return state.unclaimedTimers
    }
    for orphan in orphans {
      clock.addTimer(orphan.job, after: orphan.delay)
    }
  }

  /// Stops `clock` from receiving `Task.sleep` jobs, if it is the current timeline.
  static func detach(_ clock: VirtualClock) {
    state.withLock { state in
      if state.timeline === clock { state.timeline = nil }
    }
  }
}
