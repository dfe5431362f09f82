import Foundation

/// The app's only source of time. No variant reads the wall clock, calls `Task.sleep` or starts a
/// timer itself: it asks its clock, which is virtual in replays and tests.
public protocol AppClock: Sendable {
  /// The current date.
  var now: Date { get }
  /// Suspends for `duration`; throws `CancellationError` when the task is cancelled.
  func sleep(for duration: Duration) async throws
}

/// Makes identifiers for things the app creates (BMI records). Deterministic in replays.
public protocol IDGenerator: Sendable {
  func makeID() -> String
}
