/// One of two views, made by ``ViewBuilder`` from `if`/`else`. The two branches are two
/// identities: switching branch removes one view (and its state) and inserts the other, even
/// when both are of the same type.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  func update(_ node: Node) {
    node.reconcileChildren { children in
      switch storage {
      case .trueContent(let content): children.update(key: .branch(true), content)
      case .falseContent(let content): children.update(key: .branch(false), content)
      }
    }
  }
}

/// `if` without `else`: the view while there is one. Its identity lasts while it stays.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func update(_ node: Node) {
    node.reconcileChildren { children in
      if case .some(let content) = self { children.update(key: 0, content) }
    }
  }
}
