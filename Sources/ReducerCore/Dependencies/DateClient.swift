import Domain
import Foundation
import ReducerRuntime

/// The current date, read synchronously by a reducer that stamps something it creates.
public struct DateClient: Sendable {
  public var now: @Sendable () -> Date

  public init(now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  /// The date of the app's clock.
  public static func live(_ clock: any AppClock) -> Self {
    Self(now: { clock.now })
  }
}
