/// Several views side by side, made by ``ViewBuilder`` from a closure's statements. Each child's
/// identity is its position.
public struct TupleView<each Content: View>: View, PrimitiveView {
  let value: (repeat each Content)

  public init(_ value: repeat each Content) {
    self.value = (repeat each value)
  }

  func update(_ node: Node) {
    node.reconcileChildren { children in
      var index = 0
      for child in repeat each value {
        children.update(key: .position(index), child)
        index += 1
      }
    }
  }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
  public init() {}

  func update(_ node: Node) { node.reconcileChildren { _ in } }
}
