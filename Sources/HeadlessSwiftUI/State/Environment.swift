import Observation

/// A value a view reads from its ancestors' ``EnvironmentValues``, as SwiftUI's `@Environment`:
/// `@Environment(\.isEnabled) var isEnabled`, or `@Environment(Model.self) var model` for an
/// object set with `.environment(model)`.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object
  }

  private let source: Source
  let link = EnvironmentLink()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Reads the object of this type set above the view; a view that reads one nobody set is a
  /// programming error, as in SwiftUI.
  public init(_ type: Value.Type) where Value: AnyObject & Observable {
    source = .object
  }

  public var wrappedValue: Value {
    let values = link.values ?? EnvironmentValues()
    switch source {
    case .keyPath(let keyPath):
      return values[keyPath: keyPath]
    case .object:
      guard let object = values.objects[ObjectIdentifier(Value.self)] as? Value else {
        fatalError("no \(Value.self) in the environment: set one above this view with .environment(_:)")
      }
      return object
    }
  }
}

extension Environment: InstallableProperty {
  func install(in node: Node, slot: Int) { link.values = node.environment }
}

/// Where an ``Environment`` reads the values of the view's node.
@MainActor
final class EnvironmentLink {
  var values: EnvironmentValues?
}
