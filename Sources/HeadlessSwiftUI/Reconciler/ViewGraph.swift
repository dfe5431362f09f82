import HeadlessUI

/// The nodes of one hosted view tree, and its update passes.
///
/// An update pass brings up to date the nodes whose reads changed (ancestors first; a node its
/// parent already updated in the pass is not evaluated again), then synchronises the containers
/// whose children changed, then runs the lifecycle (``ViewGraph/runLifecycle(left:arrived:)``),
/// then the `onChange` actions.
@MainActor
final class ViewGraph {
  private(set) var root: Node!
  private var nodes: [Int: Node] = [:]
  private var nextID = 0
  /// The number of the update pass running or last run.
  private(set) var pass: UInt64 = 0
  /// Whether the host is on screen: views appear only then.
  var isVisible = false
  var containersToSync: [Node] = []
  var arriving: [Node] = []
  private var leaving: [Node] = []
  var pendingActions: [@MainActor () -> Void] = []
  /// How many times each view type's body was evaluated.
  private(set) var bodyEvaluations: [ObjectIdentifier: Int] = [:]
  /// The controller that hosts this graph, which presents its dialogs.
  weak var host: ViewController?
  /// Called at the end of every pass (the host reads titles and toolbar items).
  var didUpdate: (@MainActor () -> Void)?
  /// Where invalidations wait for the update that applies them.
  private(set) lazy var queue = InvalidationQueue { [weak self] in self?.flush() }

  // MARK: - Nodes

  func register() -> Int {
    nextID += 1
    return nextID
  }

  func adopt(_ node: Node) { nodes[node.id] = node }

  func nodeLeaves(_ node: Node) {
    nodes[node.id] = nil
    if node.lifecycle?.hasAppeared == true { leaving.append(node) }
  }

  func countEvaluation<V>(of type: V.Type) {
    bodyEvaluations[ObjectIdentifier(type), default: 0] += 1
  }

  // MARK: - Passes

  /// Whether a pass is running (a list building rows in it leaves the end of the pass to it).
  private var isUpdating = false

  /// Ends the work a list did building rows outside a pass (the window laying out a scroll).
  func finishPassUnlessUpdating() {
    if !isUpdating { finishPass() }
  }

  /// Makes the root node for `content` in `container` and renders it.
  func mount<Content: View>(_ content: Content, in container: HeadlessUI.View) {
    pass += 1
    isUpdating = true
    let node = Node(graph: self, parent: nil, viewType: ObjectIdentifier(Content.self), key: 0)
    node.containerView = container
    root = node
    arriving.append(node)
    node.update(content)
    node.setNeedsSync()
    isUpdating = false
    finishPass()
  }

  /// Updates the root node with a new view (the host's `rootView` changed).
  func update<Content: View>(root content: Content) {
    guard let root else { return }
    pass += 1
    isUpdating = true
    root.update(content)
    isUpdating = false
    finishPass()
  }

  /// Brings up to date the nodes whose reads changed since the last pass.
  func flush() {
    let invalidations = queue.take()
    guard root != nil, !invalidations.isEmpty else { return }
    for invalidation in invalidations where invalidation.isOffMainActor {
      MainActorChecks.report(OffMainActorChange.describe(reader: nodes[invalidation.node]))
    }
    pass += 1
    isUpdating = true
    var dirty: [Node] = []
    var seen: Set<Int> = []
    for invalidation in invalidations {
      guard let node = nodes[invalidation.node], node.trackingGeneration == invalidation.generation,
        seen.insert(node.id).inserted
      else {
        if invalidation.replacesStack { nodes[invalidation.node]?.replacesStack = true }
        continue
      }
      if invalidation.replacesStack { node.replacesStack = true }
      dirty.append(node)
    }
    dirty.sort { ($0.depth, $0.id) < ($1.depth, $1.id) }
    for node in dirty where node.isMounted && node.updatedInPass != pass {
      node.updatedInPass = pass
      node.refresh?()
    }
    isUpdating = false
    finishPass()
  }

  /// Synchronises containers and runs the lifecycle of what changed in this pass.
  func finishPass() {
    while let node = containersToSync.popLast() {
      node === root ? didSyncRoot() : node.syncContainer()
    }
    let left = leaving
    leaving = []
    let arrived = arriving
    arriving = []
    runLifecycle(left: left, arrived: arrived)
    let actions = pendingActions
    pendingActions = []
    for action in actions { action() }
    didUpdate?()
  }

  private func didSyncRoot() {
    var toolbar: [HeadlessUI.View] = []
    root.forEachNode { node in
      if node.isToolbar, node.parent?.isToolbar != true { node.flatViews(into: &toolbar) }
    }
    root.syncContainer(extraLeading: toolbar)
  }
}
