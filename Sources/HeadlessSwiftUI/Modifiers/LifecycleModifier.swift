/// Runs actions when the modified view appears and disappears (``View/onAppear(perform:)``,
/// ``View/onDisappear(perform:)``).
public struct LifecycleModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let onAppear: (@MainActor () -> Void)?
  let onDisappear: (@MainActor () -> Void)?

  func update<Content: View>(_ node: Node, content: Content) {
    let lifecycle = node.ensuredLifecycle
    lifecycle.appearActions = onAppear.map { [$0] } ?? []
    lifecycle.disappearActions = onDisappear.map { [$0] } ?? []
    node.reconcileChildren { $0.update(key: 0, content) }
  }
}

extension View {
  /// Runs `action` when this view appears: when its identity arrives while the host is on
  /// screen, or when the host appears. Views that appear together appear content first (a
  /// view's content before the view, siblings in order), after the views that left in the same
  /// update have disappeared.
  public func onAppear(
    perform action: @escaping @MainActor () -> Void
  ) -> ModifiedContent<
    Self, LifecycleModifier
  > {
    modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
  }

  /// Runs `action` when this view disappears: when its identity leaves, or when the host
  /// disappears.
  public func onDisappear(
    perform action: @escaping @MainActor () -> Void
  ) -> ModifiedContent<
    Self, LifecycleModifier
  > {
    modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
  }
}
