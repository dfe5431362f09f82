import HeadlessUI

/// Views one above the other. Rendered as a plain HeadlessUI container, which shows only its
/// children: the stack adds no line to the screen text, as layout is not part of it.
public struct VStack<Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func update(_ node: Node) { StackContainer.update(node, content: content) }
}

/// Views side by side; rendered as ``VStack`` is.
public struct HStack<Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func update(_ node: Node) { StackContainer.update(node, content: content) }
}

/// Views grouped without a container: their platform views go where the group is.
public struct Group<Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func update(_ node: Node) {
    node.reconcileChildren { $0.update(key: 0, content) }
  }
}

@MainActor
enum StackContainer {
  static func update<Content: View>(_ node: Node, content: Content) {
    let container = node.platformView(HeadlessUI.View.self) { HeadlessUI.View() }
    node.containerView = container
    node.applyIdentifier()
    node.reconcileChildren { $0.update(key: 0, content) }
  }
}
