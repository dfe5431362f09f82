/// The app's asynchronous work: every task a view model, the favourites store or a screen's
/// render loop starts goes through here.
///
/// In the app it is a thin wrapper over `Task`. Tests use ``settle()`` to await everything that
/// was started, including work started by that work, instead of sleeping or yielding.
@MainActor
public final class AsyncWork {
  private var running: [Int: @MainActor () async -> Void] = [:]
  private var nextID = 0

  /// No work started yet.
  public init() {}

  /// Starts `operation` on the main actor and returns its task.
  @discardableResult
  public func run<Value: Sendable>(_ operation: @escaping @MainActor () async -> Value) -> Task<Value, Never>
  {
    let id = nextID
    nextID += 1
    let task = Task { @MainActor in
      let value = await operation()
      self.running[id] = nil
      return value
    }
    running[id] = { _ = await task.value }
    return task
  }

  /// Whether nothing started here is still running.
  public var isIdle: Bool { running.isEmpty }

  /// Waits until every task started here, and every task those started, has finished.
  public func settle() async {
    while let (id, wait) = running.min(by: { $0.key < $1.key }) {
      await wait()
      running[id] = nil
    }
  }
}
