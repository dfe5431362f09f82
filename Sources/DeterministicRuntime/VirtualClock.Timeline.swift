extension VirtualClock {
  /// What a deadline wakes: a caller of `sleep(for:)`, or a `Task.sleep` job captured by the
  /// deterministic executor.
  enum Wake: Sendable {
    case sleeper(CheckedContinuation<Void, any Error>)
    case timer(ReadyJob)
  }

  /// A wake-up on the timeline. Deadlines fire in `due` order, ties in registration (`sequence`)
  /// order.
  struct Deadline: Sendable {
    let due: Duration
    let sequence: UInt64
    let wake: Wake

    func precedes(_ other: Deadline) -> Bool {
      (due, sequence) < (other.due, other.sequence)
    }
  }

  /// The clock's bookkeeping, kept behind the clock's mutex: virtual time elapsed since the start,
  /// the parked deadlines, and the sleepers cancelled before they could park.
  struct Timeline: Sendable {
    private(set) var elapsed: Duration = .zero
    private(set) var isTornDown = false
    private var nextSequence: UInt64 = 0
    private var deadlines: [Deadline] = []
    /// Sleepers that reserved a number but have not parked yet.
    private var reserved: Set<UInt64> = []
    /// Sleepers cancelled between reserving and parking: they throw as soon as they park.
    private var cancelledBeforeParking: Set<UInt64> = []

    var sleeperCount: Int {
      deadlines.count { if case .sleeper = $0.wake { true } else { false } }
    }

    var timerCount: Int { deadlines.count - sleeperCount }

    var nextDue: Duration? { earliestIndex.map { deadlines[$0].due } }

    // MARK: - Registering

    /// Reserves the registration number of a sleeper about to park.
    mutating func reserveSleeper() -> UInt64 {
      nextSequence += 1
      reserved.insert(nextSequence)
      return nextSequence
    }

    /// Parks a sleeper. Returns `false` when it must throw instead: cancelled before parking, or
    /// the clock is torn down.
    mutating func park(
      _ sequence: UInt64, _ continuation: CheckedContinuation<Void, any Error>, after duration: Duration
    ) -> Bool {
      reserved.remove(sequence)
      if cancelledBeforeParking.remove(sequence) != nil || isTornDown { return false }
      deadlines.append(Deadline(due: elapsed + duration, sequence: sequence, wake: .sleeper(continuation)))
      return true
    }

    /// Cancels a sleeper: returns its continuation if it was parked (the caller fails it); marks it
    /// if it has not parked yet; does nothing if it already woke.
    mutating func cancel(_ sequence: UInt64) -> CheckedContinuation<Void, any Error>? {
      if let index = deadlines.firstIndex(where: { $0.sequence == sequence }),
        case .sleeper(let continuation) = deadlines.remove(at: index).wake
      {
        return continuation
      }
      if reserved.remove(sequence) != nil { cancelledBeforeParking.insert(sequence) }
      return nil
    }

    /// Parks a captured `Task.sleep` job.
    mutating func addTimer(_ job: ReadyJob, after delay: Duration) {
      nextSequence += 1
      deadlines.append(Deadline(due: elapsed + delay, sequence: nextSequence, wake: .timer(job)))
    }

    // MARK: - Firing

    /// Removes the earliest deadline due at or before `target` and moves time to it; when none is
    /// due, moves time to `target` and returns `nil`.
    mutating func popDue(upTo target: Duration) -> Wake? {
      guard let index = earliestIndex, deadlines[index].due <= target else {
        elapsed = max(elapsed, target)
        return nil
      }
      let deadline = deadlines.remove(at: index)
      elapsed = max(elapsed, deadline.due)
      return deadline.wake
    }

    /// Marks the timeline torn down and removes every deadline, in firing order.
    mutating func removeAll() -> [Wake] {
      isTornDown = true
      defer { deadlines.removeAll() }
      return deadlines.sorted { $0.precedes($1) }.map(\.wake)
    }

    private var earliestIndex: Int? {
      deadlines.indices.min { deadlines[$0].precedes(deadlines[$1]) }
    }
  }
}
