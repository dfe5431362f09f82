/// A view of any type. Its identity includes the wrapped view's type: wrapping a view of another
/// type replaces the old view (and its state).
public struct AnyView: View, PrimitiveView {
  private let reconcile: @MainActor (inout Node.ChildReconciler) -> Void

  public init<Content: View>(_ content: Content) {
    if let erased = content as? AnyView {
      self = erased
    } else {
      reconcile = { $0.update(key: .type(ObjectIdentifier(Content.self)), content) }
    }
  }

  func update(_ node: Node) { node.reconcileChildren(reconcile) }
}
