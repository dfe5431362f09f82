import Synchronization
import Testing

@testable import Runs

/// A value computed on its own thread is computed once, and every read waits for it.
@Suite struct BackgroundValueTests {
  @Test("a background value is computed once and read as often as wanted")
  func computedOnceReadTwice() {
    let calls = Mutex(0)
    let value = BackgroundValue { () -> [Int] in
      calls.withLock { $0 += 1 }
      return (1...1_000).map { $0 * 2 }
    }
    #expect(value.value.count == 1_000)
    #expect(value.value.last == 2_000)
    #expect(calls.withLock { $0 } == 1)
  }
}
