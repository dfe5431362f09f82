import Domain

extension AppClock {
  /// Waits `latency` on this clock (not at all when it is zero). False when the task is cancelled
  /// before or during the wait, or the clock's sleep fails: the call then answers "cancelled".
  func waitLatency(_ latency: Duration) async -> Bool {
    if latency > .zero {
      do {
        try await sleep(for: latency)
      } catch {
        return false
      }
    }
    return !Task.isCancelled
  }
}
