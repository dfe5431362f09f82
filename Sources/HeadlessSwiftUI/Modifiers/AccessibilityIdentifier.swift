/// Gives the modified view's platform views an identifier (``View/accessibilityIdentifier(_:)``).
public struct AccessibilityIdentifierModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let identifier: String

  func update<Content: View>(_ node: Node, content: Content) {
    node.reconcileChildren { children in
      children.identifier = identifier
      children.update(key: 0, content)
    }
  }
}

extension View {
  /// The identifier a scenario finds this view by (`product.p1.favorite`). It goes to the first
  /// platform views this view renders: the label of a `Text`, the container of a stack. On a
  /// `List` row's view it is the row's identifier.
  public func accessibilityIdentifier(
    _ identifier: String
  ) -> ModifiedContent<
    Self, AccessibilityIdentifierModifier
  > {
    modifier(AccessibilityIdentifierModifier(identifier: identifier))
  }
}

/// A view whose outermost modifier is an identifier: a list row says its identifier without
/// being rendered.
@MainActor
protocol IdentifiedView {
  var outerIdentifier: String { get }
  /// The view without its outer identifier (the row's cell carries it).
  var contentWithoutIdentifier: AnyView { get }
}

extension ModifiedContent: IdentifiedView where Modifier == AccessibilityIdentifierModifier {
  var outerIdentifier: String { modifier.identifier }
  var contentWithoutIdentifier: AnyView { AnyView(content) }
}
