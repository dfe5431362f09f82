/// Puts items in the screen's bar (``View/toolbar(content:)``).
///
/// HeadlessUI has no bar items, so the host renders the toolbar's items first in the screen's
/// content, above the views of its body, in the order they are declared.
public struct ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let items: Items

  func update<Content: View>(_ node: Node, content: Content) {
    node.reconcileChildren { children in
      children.update(key: 0, content)
      children.isToolbar = true
      children.identifier = nil
      children.update(key: .id(ToolbarKey()), items)
    }
    node.graph.root?.setNeedsSync()
  }

  private struct ToolbarKey: Hashable {}
}

/// One item of a toolbar: a button, usually.
public struct ToolbarItem<Content: View>: View, PrimitiveView {
  let content: Content

  /// An item at `placement` (accepted for SwiftUI's spelling: every item renders the same).
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func update(_ node: Node) {
    node.reconcileChildren { $0.update(key: 0, content) }
  }
}

/// Where a toolbar item goes; rendering ignores it.
public struct ToolbarItemPlacement: Sendable {
  public static let automatic = ToolbarItemPlacement()
  public static let primaryAction = ToolbarItemPlacement()
  public static let cancellationAction = ToolbarItemPlacement()
  public static let confirmationAction = ToolbarItemPlacement()
}

extension View {
  /// Adds `content` (``ToolbarItem``s) to the screen's bar.
  public func toolbar<Items: View>(
    @ViewBuilder content: () -> Items
  ) -> ModifiedContent<
    Self, ToolbarModifier<Items>
  > {
    modifier(ToolbarModifier(items: content()))
  }
}
