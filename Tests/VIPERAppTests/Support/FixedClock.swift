import Domain
import Foundation
import Synchronization

/// A clock that always reads the same instant (`2026-01-01 09:00` UTC unless told otherwise).
struct FixedClock: AppClock {
  var now = Date(timeIntervalSince1970: 1_767_258_000)

  func sleep(for duration: Duration) async throws {}
}

/// Ids `r1`, `r2` … in order.
final class SequentialIDs: IDGenerator {
  private let next = Mutex(1)

  func makeID() -> String {
    next.withLock { value in
      defer { value += 1 }
      return "r\(value)"
    }
  }
}
