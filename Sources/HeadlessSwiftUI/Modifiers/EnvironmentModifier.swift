import Observation

/// Sets a value of the environment for the modified view and everything in it.
public struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let apply: @MainActor (inout EnvironmentValues) -> Void

  func update<Content: View>(_ node: Node, content: Content) {
    node.reconcileChildren { children in
      apply(&children.environment)
      children.update(key: 0, content)
    }
  }
}

extension View {
  /// Sets `keyPath` of the environment to `value` for this view and its descendants.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> ModifiedContent<Self, EnvironmentModifier> {
    modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
  }

  /// Puts `object` (an `@Observable` model or a service) in the environment, where
  /// `@Environment(Type.self)` finds it.
  public func environment<Object: AnyObject & Observable>(
    _ object: Object
  ) -> ModifiedContent<Self, EnvironmentModifier> {
    modifier(EnvironmentModifier { $0.setObject(object) })
  }

  /// Disables the buttons, fields and pickers in this view when `isDisabled` is true.
  public func disabled(_ isDisabled: Bool) -> ModifiedContent<Self, EnvironmentModifier> {
    modifier(
      EnvironmentModifier { values in
        if isDisabled { values.isEnabled = false }
      })
  }
}
