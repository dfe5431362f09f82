/// Runs an action when the modified list row is tapped (``View/onTapGesture(perform:)``).
public struct TapGestureModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let action: @MainActor () -> Void

  func update<Content: View>(_ node: Node, content: Content) {
    node.attachment = TapAction(action)
    node.reconcileChildren { $0.update(key: 0, content) }
  }
}

extension View {
  /// Runs `action` when the user taps the list row this view is in (a scenario's `tap` on the
  /// row's identifier). Only list rows can be tapped as a whole; elsewhere use a ``Button``.
  public func onTapGesture(
    perform action: @escaping @MainActor () -> Void
  ) -> ModifiedContent<
    Self, TapGestureModifier
  > {
    modifier(TapGestureModifier(action: action))
  }
}

extension Node {
  /// The action of the first `onTapGesture` in this node's subtree, in tree order.
  func firstTapAction() -> (@MainActor () -> Void)? {
    var found: (@MainActor () -> Void)?
    forEachNode { node in
      if found == nil, let tap = node.attachment as? TapAction { found = tap.action }
    }
    return found
  }
}

/// The action of an `onTapGesture`, kept by its node.
@MainActor
final class TapAction {
  let action: @MainActor () -> Void

  init(_ action: @escaping @MainActor () -> Void) { self.action = action }
}
