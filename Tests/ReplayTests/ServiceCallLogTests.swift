import HarnessTestSupport
import Testing

@testable import Replay

@Suite struct ServiceCallLogTests {
  @Test func drainGivesTheCallsSinceTheLastDrain() {
    let log = ServiceCallLog()
    log.record("fetchProducts")
    log.record("fetchProduct(p2)")
    #expect(log.drain() == ["fetchProducts", "fetchProduct(p2)"])
    #expect(log.drain() == [])
    log.record("store.load")
    #expect(log.drain() == ["store.load"])
    #expect(log.calls == ["fetchProducts", "fetchProduct(p2)", "store.load"])
  }

  @Test func problemsDrainSeparatelyFromCalls() {
    let log = ServiceCallLog()
    log.reportProblem("first")
    log.record("fetchOrders")
    #expect(log.drainProblems() == ["first"])
    log.reportProblem("second")
    #expect(log.drainProblems() == ["second"])
    #expect(log.problems == ["first", "second"])
    #expect(log.drain() == ["fetchOrders"])
  }
}
