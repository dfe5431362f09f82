import Synchronization

/// The updates scheduled by every hosted view tree and the navigation transaction, so that code
/// outside the replay runtime (tests) can wait until every change has reached the window.
public enum ViewUpdates {
  private struct Scheduled {
    var next = 0
    var tasks: [Int: Task<Void, Never>] = [:]
  }

  private static let scheduled = Mutex(Scheduled())

  /// Schedules `work` as a main-actor task that ``settled()`` waits for.
  @discardableResult
  static func schedule(_ work: @escaping @Sendable @MainActor () -> Void) -> Task<Void, Never> {
    scheduled.withLock { state in
      state.next += 1
      let key = state.next
      let task = Task { @MainActor in
        work()
        _ = scheduled.withLock { $0.tasks.removeValue(forKey: key) }
      }
      state.tasks[key] = task
      return task
    }
  }

  /// Waits until no update is scheduled anywhere: the ones scheduled now, and those they
  /// schedule (view updates, then the navigation changes they cause).
  public static func settled() async {
    while let (key, task) = scheduled.withLock({ $0.tasks.min { $0.key < $1.key } }) {
      await task.value
      _ = scheduled.withLock { $0.tasks.removeValue(forKey: key) }
    }
  }
}
