import Domain
import Foundation
import Synchronization

/// The replay's clock: time moves only when the driver calls `advance(by:)`.
///
/// Callers of `sleep(for:)` park on a deadline list; `Task.sleep` calls captured by the replay
/// runtime park on the same list (the most recently created clock is their timeline). `advance`
/// fires the due deadlines one at a time, in deadline order (ties in registration order), and
/// settles the runtime after each, so the work one wake-up causes runs before the next deadline.
public final class VirtualClock: AppClock {
  /// The start date of a clock created without one: 2026-01-01 00:00:00 UTC.
  public static let defaultStart = Date(timeIntervalSince1970: 1_767_225_600)

  private let start: Date
  private let timeline = Mutex(Timeline())

  /// Creates a clock at `start`. With the replay runtime installed it also becomes the timeline of
  /// `Task.sleep`.
  public init(start: Date = VirtualClock.defaultStart) {
    self.start = start
    if ReplayRuntime.isInstalled { ReplayRuntime.attach(self) }
  }

  // MARK: - Reading

  /// The start date plus the virtual time elapsed.
  public var now: Date {
    let (seconds, attoseconds) = elapsed.components
    return start.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// The virtual time elapsed since the start.
  public var elapsed: Duration {
    timeline.withLock { $0.elapsed }
  }

  /// The number of callers parked in `sleep(for:)`.
  public var pendingSleepers: Int {
    timeline.withLock { $0.sleeperCount }
  }

  /// The number of captured `Task.sleep` jobs waiting for their deadline (a cancelled `Task.sleep`
  /// has already thrown, but its job stays here, harmless, until its deadline).
  public var pendingTimers: Int {
    timeline.withLock { $0.timerCount }
  }

  /// How long until the next deadline, or `nil` when nothing waits on this clock.
  public var timeUntilNextDeadline: Duration? {
    timeline.withLock { timeline in timeline.nextDue.map { $0 - timeline.elapsed } }
  }

  // MARK: - Sleeping

  /// Parks the caller until the clock has advanced by `duration`. Throws `CancellationError` as
  /// soon as the calling task is cancelled, or when the clock is torn down.
  public func sleep(for duration: Duration) async throws {
    try Task.checkCancellation()
    guard duration > .zero else { return }
    let sequence = timeline.withLock { $0.reserveSleeper() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let isParked = timeline.withLock { $0.park(sequence, continuation, after: duration) }
        if !isParked { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      timeline.withLock { $0.cancel(sequence) }?.resume(throwing: CancellationError())
    }
  }

  // MARK: - Driving

  /// Settles, then moves time forward by `duration`, firing each due deadline in order and
  /// settling after each. Stops early, at the deadline being processed, if a settle exceeds
  /// `budget`. Needs `ReplayRuntime.install()`.
  @discardableResult
  public func advance(by duration: Duration, budget: Int = ReplayRuntime.defaultBudget) -> SettleOutcome {
    precondition(duration >= .zero, "a virtual clock cannot go back (advance by \(duration))")
    precondition(ReplayRuntime.isInstalled, "VirtualClock.advance needs ReplayRuntime.install() first")
    var outcome = ReplayRuntime.settle(budget: budget)
    let target = elapsed + duration
    while outcome.isSettled, let wake = timeline.withLock({ $0.popDue(upTo: target) }) {
      switch wake {
      case .sleeper(let continuation): continuation.resume()
      case .timer(let job): DeterministicExecutor.push(job)
      }
      outcome = outcome.followed(by: ReplayRuntime.settle(budget: budget))
    }
    return outcome
  }

  /// How many times a tear-down releases what is parked: a task that sleeps again each time it is
  /// woken (ignoring cancellation) stops the tear-down here instead of looping forever.
  static let tearDownRounds = 100

  /// Ends the replay's use of this clock: every parked sleeper throws `CancellationError`, every
  /// captured `Task.sleep` job is released early, the work that causes is settled (repeatedly, as
  /// `Task.sleep` may park again), and the clock stops being the `Task.sleep` timeline. Later sleeps
  /// throw at once. No continuation is left parked, even when a settle exceeds `budget`, unless a task
  /// parks again after each of ``tearDownRounds`` rounds.
  @discardableResult
  public func tearDown(budget: Int = ReplayRuntime.defaultBudget) -> SettleOutcome {
    let isInstalled = ReplayRuntime.isInstalled
    var outcome = SettleOutcome.settled(jobsRun: 0)
    for _ in 0..<Self.tearDownRounds {
      let wakes = timeline.withLock { $0.removeAll() }
      for wake in wakes {
        switch wake {
        case .sleeper(let continuation): continuation.resume(throwing: CancellationError())
        case .timer(let job): DeterministicExecutor.push(job)
        }
      }
      if isInstalled { outcome = outcome.followed(by: ReplayRuntime.settle(budget: budget)) }
      if wakes.isEmpty || !outcome.isSettled { break }
    }
    ReplayRuntime.detach(self)
    return outcome
  }

  // MARK: - Runtime

  /// Parks a `Task.sleep` job captured by the executor.
  func addTimer(_ job: ReadyJob, after delay: Duration) {
    timeline.withLock { $0.addTimer(job, after: delay) }
  }
}
