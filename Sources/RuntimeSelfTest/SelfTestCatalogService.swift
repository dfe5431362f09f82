import Domain

/// A fake remote service in the style of the app's services: every call parks on the injected clock
/// for its latency, and notes its start, end or cancellation in the trace.
final class SelfTestCatalogService: Sendable {
  private let clock: any AppClock
  private let trace: SelfTestTrace

  init(clock: any AppClock, trace: SelfTestTrace) {
    self.clock = clock
    self.trace = trace
  }

  /// Answers `request` after `latency`: three items for `list`, the request's name otherwise.
  func fetch(_ request: String, latency: Duration) async throws -> [String] {
    trace.record("api.request \(request)")
    do {
      try await clock.sleep(for: latency)
    } catch {
      trace.record("api.cancelled \(request)")
      throw error
    }
    trace.record("api.response \(request)")
    return request == "list" ? ["p1", "p2", "p3"] : [request]
  }
}
