import Domain
import Foundation
import Synchronization

/// A clock stopped at one instant.
struct FakeClock: AppClock {
  var now: Date

  init(now: Date = Date(timeIntervalSince1970: 1_767_258_000)) {
    self.now = now
  }

  func sleep(for duration: Duration) async throws {}
}

/// Ids `r1`, `r2` … in order.
final class FakeIDs: IDGenerator {
  private let issued = Mutex(0)

  func makeID() -> String {
    "r\(issued.withLock { $0 += 1; return $0 })"
  }
}
