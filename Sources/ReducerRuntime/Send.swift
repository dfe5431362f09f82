/// How a running effect feeds actions back to its store: `await send(.response(…))`.
///
/// Sending from an effect that was cancelled does nothing, which is what makes cancellation a
/// guarantee rather than a hope: a screen that left never hears its late answers.
@MainActor
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @MainActor @Sendable (Action) -> Void

  /// A send that hands actions to `deliver` (the store, or the parent's send for a child effect).
  public nonisolated init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` to the store, unless the effect was cancelled. It is `async` so that effects
  /// read as they would with any actor-bound store (`await send(…)`); it never suspends.
  public func callAsFunction(_ action: Action) async {
    deliverNow(action)
  }

  /// Sends `action` now, unless the effect was cancelled.
  func deliverNow(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }
}
