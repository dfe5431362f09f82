/// A key of a value in the ``EnvironmentValues``, with the value it has when nobody set it.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors, as SwiftUI's: set with
/// `.environment(\.key, value)` (or `.environment(object)` for an `@Observable` model or a
/// service) and read with ``Environment``.
///
/// Extend it with a property per key:
///
/// ```swift
/// extension EnvironmentValues {
///   var clock: any AppClock {
///     get { self[ClockKey.self] }
///     set { self[ClockKey.self] = newValue }
///   }
/// }
/// ```
@MainActor
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]
  private(set) var objects: [ObjectIdentifier: AnyObject] = [:]
  /// Changes with every change, so that a view can tell its environment is not the one its body
  /// last saw.
  private(set) var version = 0
  private static var versions = 0

  public init() {}

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set {
      values[ObjectIdentifier(key)] = newValue
      bump()
    }
  }

  mutating func setObject<T: AnyObject>(_ object: T) {
    objects[ObjectIdentifier(T.self)] = object
    bump()
  }

  private mutating func bump() {
    Self.versions += 1
    version = Self.versions
  }
}

// MARK: - Built-in values

extension EnvironmentValues {
  /// False under `.disabled(true)`: buttons, fields and pickers are disabled.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

private enum IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}
