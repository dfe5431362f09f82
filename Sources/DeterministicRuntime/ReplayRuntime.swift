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
  }

  private static let state = Mutex(State())

  // MARK: - Installing

  /// Why replays cannot run in this process (a build without the executor interface, or a system
  /// that predates it), or nil when ``install()`` will succeed. Asking installs nothing.
  public static var unavailableReason: String? {
    ExecutorBackend.unavailableReason
  }

  /// Replaces the main and global executors of the process with the driver-owned FIFO; returns
  /// why it cannot (see ``unavailableReason``), or nil once installed. Idempotent. Call it first
  /// thing in a synchronous `main.swift`, before anything is enqueued on the main executor.
  @discardableResult
  public static func install() -> String? {
    precondition(isOnMainThread, "ReplayRuntime.install() must run on the main thread")
    if isInstalled { return nil }
    if let reason = DeterministicExecutor.install() { return reason }
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

  /// What is still queued or sleeping with no clock to wake it, described for a report; nil when
  /// nothing is. After a replay's tear-down this must be nil: anything left could run during the
  /// next replay in this process, so a worker that sees it starts a fresh process instead.
  public static var leftoverWork: String? {
    let queued = DeterministicExecutor.count
    let sleeping = state.withLock { $0.unclaimedTimers.count }
    guard queued + sleeping > 0 else { return nil }
    var parts: [String] = []
    if queued > 0 { parts.append("\(queued) job\(queued == 1 ? "" : "s") still queued") }
    if sleeping > 0 {
      parts.append("\(sleeping) `Task.sleep` call\(sleeping == 1 ? "" : "s") started after the tear-down")
    }
    return "work still running after the app was torn down (\(parts.joined(separator: ", "))): "
      + "a task that never ends, or ignores cancellation"
  }

  // MARK: - Driving

  /// Runs queued jobs on the calling (main) thread until the queue is empty, or until `budget` jobs
  /// have run and more are still queued. Settled means every remaining piece of work is parked on
  /// the virtual clock (or on something outside the runtime, which replays must not use).
  @discardableResult
  public static func settle(budget: Int = defaultBudget) -> SettleOutcome {
    precondition(budget > 0, "a settle budget must be positive, got \(budget)")
    precondition(isOnMainThread, "ReplayRuntime.settle runs jobs on the calling thread: call it on main")
    state.withLock { state in
      precondition(state.isInstalled, "ReplayRuntime.install() must run before the first settle")
      precondition(!state.isSettling, "ReplayRuntime.settle was called from inside a running job")
      state.isSettling = true
    }
    var jobsRun = 0
    while jobsRun < budget, DeterministicExecutor.runNext() {
      jobsRun += 1
    }
    let isSettled = DeterministicExecutor.count == 0
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

  /// Makes `clock` the timeline of `Task.sleep`.
  static func attach(_ clock: VirtualClock) {
    let orphans = state.withLock { state in
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

/// Whether the caller runs on the process's main thread (the replay driver's thread).
var isOnMainThread: Bool { Thread.isMainThread }
