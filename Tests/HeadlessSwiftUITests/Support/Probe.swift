/// A log of what the views under test did, which a test can wait on.
@MainActor
final class Probe {
  private(set) var events: [String] = []
  private var waiters: [(event: String, continuation: CheckedContinuation<Void, Never>)] = []

  func log(_ event: String) {
    events.append(event)
    let ready = waiters.filter { $0.event == event }
    waiters.removeAll { $0.event == event }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// The events since the last call.
  func take() -> [String] {
    defer { events = [] }
    return events
  }

  /// Returns once `event` has been logged (at once if it was).
  func until(_ event: String) async {
    if events.contains(event) { return }
    await withCheckedContinuation { waiters.append((event, $0)) }
  }
}

/// A weak reference, to see that an object was released.
struct Weak<Object: AnyObject> {
  weak var object: Object?
}

/// An object a view keeps in its state, to see when the state is released.
final class Token {}
