import Synchronization

/// The shared state of a fake service: its script, the calls made, and the calls held back.
struct HoldingState<Script> {
  var script: Script
  var calls: [String] = []
  var held: Set<String> = []
  var waiting: [(method: String, continuation: CheckedContinuation<Void, Never>)] = []
  /// Told (off the main actor) whenever a call parks on a hold.
  var onHold: (@Sendable () -> Void)?

  /// Stops holding `method` and returns the calls waiting on it.
  mutating func release(_ method: String) -> [CheckedContinuation<Void, Never>] {
    held.remove(method)
    let released = waiting.filter { $0.method == method }.map(\.continuation)
    waiting.removeAll { $0.method == method }
    return released
  }
}

extension Mutex {
  /// Records `call`, then waits while `method` is held.
  func call<Script>(_ call: String, method: String) async where Value == HoldingState<Script> {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let parked: (@Sendable () -> Void)?? = withLock { state in
        state.calls.append(call)
        guard state.held.contains(method) else { return .none }
        state.waiting.append((method, continuation))
        return .some(state.onHold)
      }
      switch parked {
      case .none: continuation.resume()
      case .some(let onHold): onHold?()
      }
    }
  }
}
