/// Changes a view, or what is around it, as SwiftUI's `ViewModifier`. A custom modifier's
/// ``body(content:)`` places `content` (the modified view) among other views.
@MainActor
public protocol ViewModifier {
  associatedtype Body: View
  /// The modified view, as it appears in ``body(content:)``.
  typealias Content = ModifierContent
  @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
  /// Built-in modifiers have no body.
  public func body(content: Content) -> Never { fatalError("\(Self.self) has no body") }
}

/// A view with a modifier applied: its identity is the modified view's, one level down.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
  public let content: Content
  public let modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  func update(_ node: Node) {
    if let primitive = modifier as? any PrimitiveModifier {
      primitive.update(node, content: content)
      return
    }
    DynamicProperties.install(modifier, in: node)
    node.graph.countEvaluation(of: Modifier.self)
    let body = node.tracking { modifier.body(content: ModifierContent(content)) }
    node.reconcileChildren { $0.update(key: 0, body) }
  }
}

/// The view a custom ``ViewModifier`` modifies, where its body places it.
public struct ModifierContent: View, PrimitiveView {
  let content: AnyView

  init<Content: View>(_ content: Content) {
    self.content = AnyView(content)
  }

  func update(_ node: Node) {
    node.reconcileChildren { $0.update(key: 0, content) }
  }
}

/// A built-in modifier, which updates the node of the modified content itself.
@MainActor
protocol PrimitiveModifier {
  func update<Content: View>(_ node: Node, content: Content)
}

extension View {
  /// This view with `modifier` applied.
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
