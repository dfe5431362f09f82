/// Reconciling a node's children: each child view is matched with the node of the same key and
/// type, which is updated; unmatched nodes leave.
extension Node {
  /// Matches child views with this node's children during one update.
  ///
  /// A body usually names the same children in the same order as last time, so the views are
  /// first matched in order, each with the old child at its position; only when one is not does
  /// the reconciler index the old children by key, as it would have from the start. Both give the
  /// same matches: in-order matching is used only when the old children's keys were all
  /// different (``Node/childKeysAreUnique``), where the child a key names is the one at its
  /// position.
  @MainActor
  struct ChildReconciler {
    let parent: Node
    private let oldChildren: [Node]
    /// How many old children the views so far matched in order; `nil` once matching is by key.
    private var matchedInOrder: Int?
    private var old: [NodeKey: Node] = [:]
    private var used: Set<NodeKey> = []
    private(set) var updated: [Node] = []
    /// The environment the next children get.
    var environment: EnvironmentValues
    /// The identifier the next children inherit.
    var identifier: String?
    /// Whether the next children are a toolbar's content.
    var isToolbar = false

    init(parent: Node) {
      self.parent = parent
      oldChildren = parent.children
      matchedInOrder = 0
      environment = parent.environment
      identifier = parent.ownView == nil ? parent.inheritedIdentifier : nil
      if !parent.childKeysAreUnique { indexByKey(matched: 0) }
    }

    /// Updates (or creates) the child with `key` for `view`.
    mutating func update<V: View>(key: NodeKey, _ view: V) {
      let type = ObjectIdentifier(V.self)
      let node: Node
      if let position = matchedInOrder, position < oldChildren.count, oldChildren[position].key == key,
        oldChildren[position].viewType == type
      {
        node = oldChildren[position]
        matchedInOrder = position + 1
      } else {
        if let position = matchedInOrder { indexByKey(matched: position) }
        if let existing = old[key], existing.viewType == type, !used.contains(key) {
          node = existing
        } else {
          node = Node(graph: parent.graph, parent: parent, viewType: type, key: key)
          parent.graph.arriving.append(node)
        }
        used.insert(key)
      }
      updated.append(node)
      node.environment = environment
      node.inheritedIdentifier = identifier
      node.isToolbar = isToolbar
      node.update(view)
    }

    /// Leaves in-order matching: the old children by key (the last of a key, if several have it),
    /// the first `matched` of them used.
    private mutating func indexByKey(matched: Int) {
      matchedInOrder = nil
      for child in oldChildren { old[child.key] = child }
      for child in oldChildren.prefix(matched) { used.insert(child.key) }
    }

    /// The old children that were not matched.
    var leftOver: [Node] {
      if let position = matchedInOrder { return Array(oldChildren.dropFirst(position)) }
      let kept = Set(updated.map(ObjectIdentifier.init))
      return oldChildren.filter { !kept.contains(ObjectIdentifier($0)) }
    }

    /// Whether the updated children's keys are all different.
    var keysAreUnique: Bool { matchedInOrder != nil || used.count == updated.count }
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
    childKeysAreUnique = reconciler.keysAreUnique
    for node in leaving { node.unmount() }
    if changed { setNeedsSync() }
  }
}
