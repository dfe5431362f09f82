/// Runs an action when a value changes between updates (``View/onChange(of:initial:_:)``).
public struct OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  func update<Content: View>(_ node: Node, content: Content) {
    let last = node.attachment as? LastValue<Value>
    node.attachment = LastValue(value)
    node.reconcileChildren { $0.update(key: 0, content) }
    let value = value
    if let last {
      if last.value != value {
        let old = last.value
        node.graph.pendingActions.append { action(old, value) }
      }
    } else if initial {
      node.graph.pendingActions.append { action(value, value) }
    }
  }
}

extension View {
  /// Runs `action` with the old and the new value at the end of an update in which `value`
  /// differs from the one of the update before (and once at first with `initial`).
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor (Value, Value) -> Void
  ) -> ModifiedContent<Self, OnChangeModifier<Value>> {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }
}
