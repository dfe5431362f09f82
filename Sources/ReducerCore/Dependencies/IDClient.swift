import Domain
import ReducerRuntime

/// Makes identifiers for records the app creates, read synchronously by a reducer.
public struct IDClient: Sendable {
  public var make: @Sendable () -> String

  public init(make: @escaping @Sendable () -> String) {
    self.make = make
  }

  /// Identifiers from the app's generator.
  public static func live(_ generator: any IDGenerator) -> Self {
    Self(make: { generator.makeID() })
  }
}
