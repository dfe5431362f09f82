/// Calls a fake holds until the test lets them go, so a test can look at the app while a request
/// is in flight — without sleeping or yielding in a loop.
@MainActor
public final class HeldCalls {
  private var held: [CheckedContinuation<Void, Never>] = []
  private var arrivalWaiters: [CheckedContinuation<Void, Never>] = []

  public init() {}

  /// How many calls are waiting.
  public var count: Int { held.count }

  /// Called by the fake: waits until the test releases the call.
  public func hold() async {
    await withCheckedContinuation { continuation in
      held.append(continuation)
      let waiters = arrivalWaiters
      arrivalWaiters.removeAll()
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Returns once at least one call is waiting.
  public func arrival() async {
    guard held.isEmpty else { return }
    await withCheckedContinuation { arrivalWaiters.append($0) }
  }

  /// Lets the oldest waiting call go on.
  public func releaseFirst() {
    guard !held.isEmpty else { return }
    held.removeFirst().resume()
  }
}
