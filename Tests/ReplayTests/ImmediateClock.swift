import Domain
import Foundation
import Synchronization

/// A clock whose `sleep` returns at once and remembers what it was asked to wait.
final class ImmediateClock: AppClock {
  private let sleeps = Mutex<[Duration]>([])

  var now: Date { Date(timeIntervalSince1970: 1_767_258_000) }

  /// Every duration slept so far, in order.
  var sleptDurations: [Duration] { sleeps.withLock { $0 } }

  func sleep(for duration: Duration) async throws {
    sleeps.withLock { $0.append(duration) }
  }
}

/// A clock whose `sleep` always fails as a cancelled task's would.
final class CancellingClock: AppClock {
  var now: Date { Date(timeIntervalSince1970: 1_767_258_000) }

  func sleep(for duration: Duration) async throws {
    throw CancellationError()
  }
}
