/// Reconciling a node's children: each child view is matched with the node of the same key and
/// type, which is updated; unmatched nodes leave.
extension Node {
  /// Matches child views with this node's children during one update.
  @MainActor
  struct ChildReconciler {
    let parent: Node
    private var old: [AnyHashable: Node]
    private(set) var updated: [Node] = []
    private var used: Set<AnyHashable> = []
    /// The environment the next children get.
    var environment: EnvironmentValues
    /// The identifier the next children inherit.
    var identifier: String?
    /// Whether the next children are a toolbar's content.
    var isToolbar = false

    init(parent: Node) {
      self.parent = parent
      var old: [AnyHashable: Node] = [:]
      for child in parent.children { old[child.key] = child }
      self.old = old
      environment = parent.environment
      identifier = parent.ownView == nil ? parent.inheritedIdentifier : nil
    }

    /// Updates (or creates) the child with `key` for `view`.
    mutating func update<V: View>(key: AnyHashable, _ view: V) {
      let type = ObjectIdentifier(V.self)
      let node: Node
      if let existing = old[key], existing.viewType == type, !used.contains(key) {
        node = existing
      } else {
        node = Node(graph: parent.graph, parent: parent, viewType: type, key: key)
        parent.graph.arriving.append(node)
      }
      used.insert(key)
      updated.append(node)
      node.environment = environment
      node.inheritedIdentifier = identifier
      node.isToolbar = isToolbar
      node.update(view)
    }

    /// The old children that were not matched.
    var leftOver: [Node] {
      let kept = Set(updated.map(ObjectIdentifier.init))
      return parent.children.filter { !kept.contains(ObjectIdentifier($0)) }
    }
  }

  /// Updates this node's children from what `build` says; children it no longer names leave.
  func reconcileChildren(_ build: (inout ChildReconciler) -> Void) {
    var reconciler = ChildReconciler(parent: self)
    build(&reconciler)
    let leaving = reconciler.leftOver
    let changed =
      !leaving.isEmpty || reconciler.updated.count != children.count
      || zip(reconciler.updated, children).contains { $0 !== $1 }
    children = reconciler.updated
    for node in leaving { node.unmount() }
    if changed { setNeedsSync() }
  }
}
