/// Runs the app's asynchronous work — every service call an interactor or a shared service
/// makes — as tasks on the main actor, and lets whoever drives the app await it.
///
/// Interactors start their requests here instead of calling `Task { … }` directly, so that one
/// place knows what is in flight: tests ``settle()`` on it instead of sleeping. The operations
/// capture their interactor weakly; the runner keeps only the task handles, and hands each back
/// to the interactor that owns (and may cancel) it.
@MainActor
final class TaskRunner {
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextKey = 0
  private var changeWaiters: [CheckedContinuation<Void, Never>] = []

  init() {}

  /// How many tasks have not finished yet.
  var runningCount: Int { running.count }

  /// Starts `operation` as a task on the main actor and returns it, so that its owner (an
  /// interactor) can cancel it.
  @discardableResult
  func run(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    let key = nextKey
    nextKey += 1
    let task = Task { [weak self] in
      await operation()
      self?.running[key] = nil
      self?.signalChange()
    }
    running[key] = task
    return task
  }

  /// Waits until every task started so far, and every task those start, has finished.
  func settle() async {
    while !running.isEmpty { await waitForChange() }
  }

  // MARK: - Changes

  /// Suspends until a task finishes or someone calls ``signalChange()``.
  func waitForChange() async {
    await withCheckedContinuation { changeWaiters.append($0) }
  }

  /// Wakes everyone waiting in ``waitForChange()``; a task's end calls it, and so may a driver
  /// whose fake service has parked a call.
  func signalChange() {
    let waiters = changeWaiters
    changeWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }
}
