import Domain
import Foundation
import HarnessTestSupport
import Testing

@testable import Replay

@Suite struct ScriptedProductAPITests {
  private let clock = ImmediateClock()
  private let log = ServiceCallLog()

  /// An API scripted by `lines`, written from line 2 of a scenario.
  private func makeAPI(_ lines: String, clock: (any AppClock)? = nil) throws -> ScriptedProductAPI {
    let scenario = try TestScenarios.scenario("scenario: API\n\(lines)\nlaunch\n")
    return ScriptedProductAPI(scenario: scenario, clock: clock ?? self.clock, log: log)
  }

  @Test func answersFromTheFixtureAfterSleepingItsLatencyOnTheClock() async throws {
    let api = try makeAPI("api fetchProducts -> fixtures/products-3.json after 200ms")
    let products = try await api.fetchProducts()
    #expect(products.map(\.productName) == ["Coffee Mug", "Mechanical Keyboard", "Desk Lamp"])
    #expect(clock.sleptDurations == [.milliseconds(200)])
    #expect(log.calls == ["fetchProducts"])
  }

  @Test func ruleWithoutLatencyAnswersWithoutSleeping() async throws {
    let api = try makeAPI("api fetchOrders -> empty\napi setFavorite -> ok")
    #expect(try await api.fetchOrders() == [])
    try await api.setFavorite(id: "p1", isFavorite: true)
    #expect(clock.sleptDurations == [])
  }

  @Test func failureAnswersThrowTheirAPIError() async throws {
    let api = try makeAPI(
      "api fetchProducts -> fail server 500\napi fetchOrders -> fail timeout\napi placeOrder -> fail network")
    await #expect(throws: APIError.server(status: 500)) { try await api.fetchProducts() }
    await #expect(throws: APIError.timeout) { try await api.fetchOrders() }
    await #expect(throws: APIError.network) { try await api.placeOrder(productID: "p2") }
  }

  @Test func nthCallBeatsOnceWhichBeatsAlways() async throws {
    let api = try makeAPI(
      """
      api fetchOrders -> fixtures/orders-1.json
      api fetchOrders -> empty once
      api fetchOrders -> fail timeout on call 3
      api fetchOrders -> fail network on call 1
      """)
    await #expect(throws: APIError.network) { try await api.fetchOrders() }
    #expect(try await api.fetchOrders() == [])
    await #expect(throws: APIError.timeout) { try await api.fetchOrders() }
    #expect(try await api.fetchOrders().map(\.orderID) == ["o1"])
    #expect(log.problems == [])
  }

  @Test func amongEqualRulesTheFirstInTheFileWins() async throws {
    let api = try makeAPI("api fetchOrders -> empty\napi fetchOrders -> fixtures/orders-1.json")
    #expect(try await api.fetchOrders() == [])
    #expect(try await api.fetchOrders() == [])
  }

  @Test func argumentFiltersChooseTheRule() async throws {
    let api = try makeAPI(
      """
      api fetchProduct p2 -> fixtures/product-p2.json
      api fetchProduct -> fail server 404
      api setFavorite p2 on -> fail server 500
      api setFavorite -> ok
      """)
    #expect(try await api.fetchProduct(id: "p2").productName == "Mechanical Keyboard")
    await #expect(throws: APIError.server(status: 404)) { try await api.fetchProduct(id: "p3") }
    await #expect(throws: APIError.server(status: 500)) {
      try await api.setFavorite(id: "p2", isFavorite: true)
    }
    try await api.setFavorite(id: "p2", isFavorite: false)
    try await api.setFavorite(id: "p1", isFavorite: true)
  }

  @Test func everyCallIsLoggedAsACanonicalLine() async throws {
    let api = try makeAPI(
      """
      api fetchProducts -> empty
      api fetchProduct -> fixtures/product-p2.json
      api setFavorite -> ok
      api placeOrder -> fixtures/order-p2.json
      api fetchOrders -> fail network
      """)
    _ = try await api.fetchProducts()
    _ = try await api.fetchProduct(id: "p2")
    try await api.setFavorite(id: "p2", isFavorite: true)
    try await api.setFavorite(id: "p2", isFavorite: false)
    _ = try await api.placeOrder(productID: "p2")
    _ = try? await api.fetchOrders()
    #expect(
      log.drain() == [
        "fetchProducts", "fetchProduct(p2)", "setFavorite(p2, on)", "setFavorite(p2, off)", "placeOrder(p2)",
        "fetchOrders",
      ])
  }

  @Test func unscriptedCallIsReportedAndFailsAtOnce() async throws {
    let api = try makeAPI("api fetchProducts -> empty")
    await #expect(throws: APIError.network) { try await api.fetchOrders() }
    #expect(log.calls == ["fetchOrders"])
    #expect(
      log.drainUnscripted() == [
        "unscripted call `fetchOrders`: add a line like `api fetchOrders -> fixtures/….json`"
      ])
    #expect(log.problems.isEmpty)
    #expect(clock.sleptDurations == [])
  }

  @Test func callNoRuleAnswersNamesTheRulesThatExist() async throws {
    let api = try makeAPI("api fetchProduct p2 -> fixtures/product-p2.json after 10ms once")
    _ = try await api.fetchProduct(id: "p2")
    await #expect(throws: APIError.network) { try await api.fetchProduct(id: "p2") }
    #expect(
      log.drainUnscripted() == [
        "unscripted call `fetchProduct(p2)` (call 2 of `fetchProduct`): no rule on line 2 answers it; "
          + "add a line like `api fetchProduct p2 -> fixtures/….json`"
      ])
  }

  @Test func waitEndedByTheClocksTearDownAnswersCancelledAndRecordsNoCancellation() async throws {
    let api = try makeAPI("api fetchProducts -> empty after 100ms", clock: CancellingClock())
    await #expect(throws: APIError.cancelled) { try await api.fetchProducts() }
    #expect(log.calls == ["fetchProducts"])
  }

  @Test func waitEndedByCancellingTheTaskRecordsTheCancelledCall() async throws {
    let clock = ParkingClock()
    let api = try makeAPI("api fetchProduct p2 -> fixtures/product-p2.json after 100ms", clock: clock)
    let task = Task { () async throws(APIError) -> ProductDetailDTO in try await api.fetchProduct(id: "p2") }
    await clock.firstSleeper()
    #expect(log.calls == ["fetchProduct(p2)"])

    task.cancel()

    await #expect(throws: APIError.cancelled) { try await task.value }
    #expect(log.calls == ["fetchProduct(p2)", "cancelled fetchProduct(p2)"])
  }

  @Test func callFromACancelledTaskAnswersCancelledEvenWithoutLatency() async throws {
    let api = try makeAPI("api fetchOrders -> empty")
    let task = Task { () async throws(APIError) -> [OrderDTO] in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await api.fetchOrders()
    }
    await #expect(throws: APIError.cancelled) { try await task.value }
    #expect(log.calls == ["fetchOrders", "cancelled fetchOrders"])
  }
}

/// A clock whose `sleep` parks until the calling task is cancelled, as the virtual clock does for
/// a request that nobody answers before the screen leaves.
final class ParkingClock: AppClock {
  private let arrivals = AsyncStream.makeStream(of: Void.self)

  var now: Date { Date(timeIntervalSince1970: 1_767_258_000) }

  /// Returns once a caller is parked in `sleep`.
  func firstSleeper() async {
    var iterator = arrivals.stream.makeAsyncIterator()
    _ = await iterator.next()
  }

  func sleep(for duration: Duration) async throws {
    arrivals.continuation.yield()
    try await Task.sleep(for: .seconds(86_400))
  }
}
