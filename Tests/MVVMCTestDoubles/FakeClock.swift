import Domain
import Foundation
import Synchronization

/// A clock stopped at one instant.
public struct FakeClock: AppClock {
  public var now: Date

  public init(now: Date = Date(timeIntervalSince1970: 1_767_258_000)) {
    self.now = now
  }

  public func sleep(for duration: Duration) async throws {}
}

/// Ids `r1`, `r2` … in order.
public final class FakeIDs: IDGenerator {
  private let issued = Mutex(0)

  public init() {}

  public func makeID() -> String {
    "r\(issued.withLock { $0 += 1; return $0 })"
  }
}
