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

/// An actor the view model's detached work hops to.
actor SelfTestTally {
  private let trace: SelfTestTrace
  private var total = 0

  init(trace: SelfTestTrace) {
    self.trace = trace
  }

  /// Adds `count` to the running total and returns it.
  func add(_ count: Int) -> Int {
    total += count
    trace.record("tally.add \(count) -> \(total)")
    return total
  }
}
