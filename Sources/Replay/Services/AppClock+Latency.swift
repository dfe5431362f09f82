import Domain

/// How a call's latency wait ended.
enum LatencyOutcome: Equatable {
  /// The latency passed (or there was none): the call answers.
  case elapsed
  /// The calling task was cancelled, before or during the wait: the call answers "cancelled" and
  /// the call log records `cancelled <call>`.
  case cancelled
  /// The clock's sleep failed without the task being cancelled (the replay's clock was torn
  /// down): the call answers "cancelled", and nothing is recorded — the app cancelled nothing.
  case interrupted
}

extension AppClock {
  /// Waits `latency` on this clock (not at all when it is zero) and tells how the wait ended.
  func waitLatency(_ latency: Duration) async -> LatencyOutcome {
    if latency > .zero {
      do {
        try await sleep(for: latency)
      } catch {
        return Task.isCancelled ? .cancelled : .interrupted
      }
    }
    return Task.isCancelled ? .cancelled : .elapsed
  }
}
