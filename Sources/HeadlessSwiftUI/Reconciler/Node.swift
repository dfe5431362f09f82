import HeadlessUI
import Observation

/// One identity in the graph: a view at one place of its parent's body (or one `id` of a
/// `ForEach`). A node outlives the view values that describe it: it keeps the view's `@State`,
/// its platform view and its lifecycle, and is released when its identity leaves.
@MainActor
final class Node {
  unowned let graph: ViewGraph
  /// The node whose child this is; nil for the root and once this node has left. Unowned, not
  /// weak: a parent holds its children and outlives them while they are in the graph, and a weak
  /// reference would give every node with children a side table, making each of its retains and
  /// releases the runtime's slow path (a tenth of a SwiftUI-era replay).
  private(set) unowned var parent: Node?
  /// The type of view this node was made for; a view of another type at the same place is a
  /// new identity.
  let viewType: ObjectIdentifier
  /// This node's key among its parent's children (``NodeKey``: a position, a branch, a wrapped view's
  /// type, an id).
  let key: NodeKey
  /// The graph's number for this node, used by invalidations (which may arrive on any thread).
  let id: Int
  let depth: Int

  /// What the node's ancestors set in the environment, with this node's own changes.
  var environment = EnvironmentValues()
  /// The identifier an `.accessibilityIdentifier` above this node gives to the first platform
  /// views below it.
  var inheritedIdentifier: String?
  /// Whether this node is a toolbar's content, rendered by the host before the screen's content.
  var isToolbar = false
  /// Whether a change this node read was written inside ``withStackReplacement(_:)`` (a stack
  /// then sets its stack as a whole).
  var replacesStack = false

  // MARK: - Children and platform views

  var children: [Node] = []
  /// Whether ``children`` have different keys, as their last reconciliation found (children
  /// added otherwise, a list's rows, make it false until the next).
  var childKeysAreUnique = false
  /// The HeadlessUI view this node is (a label, a button, a stack's container), if any.
  var ownView: HeadlessUI.View?
  /// The HeadlessUI view whose subviews are this node's children's platform views (a stack's
  /// container, a list row's cell, the host's root view).
  var containerView: HeadlessUI.View?
  /// Whether this node is a list row (its platform views go into its cell).
  var isRowRoot = false
  /// Whether ``containerView`` waits to be synchronised with the children.
  var needsSync = false

  // MARK: - State, observation, lifecycle

  /// `@State` storage by property slot; released with the node.
  var stateStorage: [Int: AnyObject] = [:]
  /// Re-runs this node's last update (its body, or a primitive's reads) with the view it has.
  var refresh: (() -> Void)?
  /// The update pass that last brought this node up to date.
  var updatedInPass: UInt64 = 0
  /// Bumped by every tracked read, so that an invalidation from an older read is ignored.
  var trackingGeneration = 0
  private(set) var isMounted = true
  var lifecycle: Lifecycle?
  /// A primitive's own objects (a list's data source, an `onChange`'s last value …).
  var attachment: AnyObject?
  /// The last view value, for views that skip their body when it has not changed.
  var lastValue: Any?
  /// Preferences the host reads: the first in tree order wins.
  var navigationTitle: String?
  var screenName: String?

  init(graph: ViewGraph, parent: Node?, viewType: ObjectIdentifier, key: NodeKey) {
    self.graph = graph
    self.parent = parent
    self.viewType = viewType
    self.key = key
    self.depth = (parent?.depth ?? -1) + 1
    self.id = graph.register()
    graph.adopt(self)
  }

  // MARK: - Updating

  /// Brings this node up to date with `view`: a primitive updates itself, a composite view gets
  /// its dynamic properties and its body is evaluated.
  func update<V: View>(_ view: V) {
    updatedInPass = graph.pass
    if let primitive = view as? any PrimitiveView {
      refresh = { [unowned self] in primitive.update(self) }
      primitive.update(self)
      return
    }
    refresh = { [unowned self] in self.evaluateBody(of: view) }
    if let equatable = view as? any Equatable, let last = lastValue, Self.equal(equatable, last),
      environment.version == lastEnvironmentVersion
    {
      return
    }
    lastValue = view
    lastEnvironmentVersion = environment.version
    evaluateBody(of: view)
  }

  private var lastEnvironmentVersion = 0

  private static func equal<T: Equatable>(_ value: T, _ other: Any) -> Bool {
    guard let other = other as? T else { return false }
    return value == other
  }

  private func evaluateBody<V: View>(of view: V) {
    DynamicProperties.install(view, in: self)
    graph.countEvaluation(of: V.self)
    let body = tracking { view.body }
    reconcileChildren { $0.update(key: 0, body) }
  }

  /// Runs `read` recording what it reads; a change to any of it re-runs ``refresh``. Tracked
  /// reads must not nest (Observation merges nested reads into the outer ones), so a node
  /// tracks only its own reads, never its children's updates.
  func tracking<T>(_ read: () -> T) -> T {
    trackingGeneration += 1
    return trackingCurrent(read)
  }

  /// ``tracking(_:)`` as part of the current reads (a lazy list building a row after its update).
  func trackingCurrent<T>(_ read: () -> T) -> T {
    let invalidation = Invalidation(node: id, generation: trackingGeneration)
    let queue = graph.queue
    return withObservationTracking(read, onChange: { queue.invalidate(invalidation) })
  }

  // MARK: - Leaving

  /// Takes this node and everything under it out of the graph: their lifecycle ends (disappear,
  /// tasks cancelled) and their state is released.
  func unmount() {
    guard isMounted else { return }
    isMounted = false
    if isToolbar, let root = graph.root, root.isMounted { root.setNeedsSync() }
    graph.nodeLeaves(self)
    for child in children { child.unmount() }
    children = []
    parent = nil
    stateStorage = [:]
    refresh = nil
    attachment = nil
    lastValue = nil
  }

  /// Says that the platform views under this node changed, so that the container holding them
  /// is synchronised at the end of the update.
  func setNeedsSync() {
    var current: Node? = self
    while let node = current {
      if node.isToolbar { return graph.root.setNeedsSync() }
      if node.containerView != nil {
        if !node.needsSync {
          node.needsSync = true
          graph.containersToSync.append(node)
        }
        return
      }
      if node.isRowRoot { return }
      current = node.parent
    }
  }

  /// The platform views this node contributes to its container, in order.
  func flatViews(into views: inout [HeadlessUI.View]) {
    if let ownView {
      views.append(ownView)
      return
    }
    for child in children where !child.isToolbar { child.flatViews(into: &views) }
  }

  /// Makes ``containerView``'s subviews this node's children's platform views.
  func syncContainer(extraLeading: [HeadlessUI.View] = []) {
    needsSync = false
    guard let containerView else { return }
    var views = extraLeading
    for child in children where !child.isToolbar { child.flatViews(into: &views) }
    let current = containerView.subviews
    guard current.count != views.count || zip(current, views).contains(where: { $0 !== $1 }) else { return }
    containerView.removeAllSubviews()
    for view in views { containerView.addSubview(view) }
  }

  /// This node's platform view, made by `make` the first time.
  func platformView<T: HeadlessUI.View>(_ type: T.Type, _ make: () -> T) -> T {
    if let view = ownView as? T { return view }
    let view = make()
    ownView = view
    parent?.setNeedsSync()
    return view
  }

  /// Gives the platform view the identifier set above this node.
  func applyIdentifier() {
    guard let ownView, ownView.accessibilityIdentifier != inheritedIdentifier else { return }
    ownView.accessibilityIdentifier = inheritedIdentifier
  }
}
