/// The order of lifecycle calls, as SwiftUI makes them: views that appear together get
/// `onAppear` deepest first (a view's content before the view, siblings in order, so modifiers
/// on one view run in the order they are written), then their `.task`s start in the same order.
/// Views that disappear together get `onDisappear` parents first, in tree order (an order
/// SwiftUI does not document), their tasks cancelled as they do.
extension ViewGraph {
  /// The lifecycle of one pass: the views that left disappear, then those that arrived appear
  /// (when the host is on screen; otherwise they appear with it, ``appear()``).
  func runLifecycle(left: [Node], arrived: [Node]) {
    for node in left { node.lifecycle?.disappear() }
    guard isVisible else { return }
    appearInOrder(Self.deepestFirst(arrived.filter { $0.isMounted && $0.lifecycle != nil }))
  }

  /// The host appeared: every view on screen appears.
  func appear() {
    isVisible = true
    arriving = []
    var nodes: [Node] = []
    root?.forEachNodeDeepestFirst { if $0.lifecycle != nil { nodes.append($0) } }
    appearInOrder(nodes)
  }

  /// The host disappeared: every view disappears (their tasks are cancelled), in tree order.
  func disappear() {
    isVisible = false
    root?.forEachNode { $0.lifecycle?.disappear() }
  }

  private func appearInOrder(_ nodes: [Node]) {
    let appeared = nodes.filter { $0.lifecycle?.appear() == true }
    for node in appeared { node.lifecycle?.startTask() }
  }

  /// `nodes`, given parents before children (the order they were made in), with every node
  /// after the nodes of the list under it.
  static func deepestFirst(_ nodes: [Node]) -> [Node] {
    var ordered: [Node] = []
    var open: [Node] = []
    for node in nodes {
      while let last = open.last, !node.isDescendant(of: last) { ordered.append(open.removeLast()) }
      open.append(node)
    }
    ordered.append(contentsOf: open.reversed())
    return ordered
  }
}

extension Node {
  /// Visits this node and every node under it, parents before children.
  func forEachNode(_ body: (Node) -> Void) {
    body(self)
    for child in children { child.forEachNode(body) }
  }

  /// Visits every node under this node and then this node, children in order.
  func forEachNodeDeepestFirst(_ body: (Node) -> Void) {
    for child in children { child.forEachNodeDeepestFirst(body) }
    body(self)
  }

  func isDescendant(of ancestor: Node) -> Bool {
    var current = parent
    while let node = current, node.depth >= ancestor.depth {
      if node === ancestor { return true }
      current = node.parent
    }
    return false
  }
}
