import Domain
import Foundation
import Synchronization

/// A clock that always reads the same instant: 2026-01-01 09:00 UTC.
public struct FixedClock: AppClock {
  public static let instant = Date(timeIntervalSince1970: 1_767_258_000)

  public init() {}

  public var now: Date { Self.instant }

  public func sleep(for duration: Duration) async throws {}
}

/// Ids `r1`, `r2` … in order.
public final class SequentialIDs: IDGenerator {
  private let counter = Mutex(0)

  public init() {}

  public func makeID() -> String {
    counter.withLock { value in
      value += 1
      return "r\(value)"
    }
  }
}
