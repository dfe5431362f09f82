import HeadlessUI

/// A HeadlessUI view controller that shows a declarative view, as `UIHostingController` does:
/// it can be pushed, presented or be a tab like any other screen, and its view's elements are
/// HeadlessUI views with the same identifiers, so the window renders, finds and acts on them as
/// on any screen.
///
/// The view tree is mounted when the controller's view loads. Its views appear (`onAppear`,
/// `.task`) when the controller appears and disappear when it disappears. Changes to what a body
/// read are applied by an update scheduled on the main actor (under the replay runtime, a job
/// its settle runs). The screen's `title` follows `.navigationTitle`, and its `screenName`
/// follows `.screenName(_:)` once the view is loaded (before, it is the name given here).
@MainActor
open class HostingController<Content: View>: ViewController {
  /// The view shown; setting it updates the screen.
  public var rootView: Content {
    didSet { graph.update(root: rootView) }
  }
  let graph = ViewGraph()
  private let defaultScreenName: String?

  /// Hosts `rootView`; `screenName` names the screen until its view says otherwise.
  public init(rootView: Content, screenName: String? = nil) {
    self.rootView = rootView
    self.defaultScreenName = screenName
    super.init()
    graph.host = self
    trackLifetime(of: graph, role: "view graph")
    graph.didUpdate = { [unowned self] in self.readPreferences() }
  }

  override open var screenName: String {
    preferredScreenName ?? (rootView as? any OuterScreenNaming)?.outerScreenName ?? defaultScreenName
      ?? String(describing: Content.self)
  }
  private var preferredScreenName: String?

  // MARK: - Lifecycle

  override open func viewDidLoad() {
    super.viewDidLoad()
    graph.mount(rootView, in: view)
  }

  override open func viewWillAppear() {
    super.viewWillAppear()
    graph.appear()
  }

  override open func viewDidDisappear() {
    super.viewDidDisappear()
    graph.disappear()
  }

  // MARK: - Updates

  /// Whether a change waits for its update (scheduled on the main actor, not run yet).
  public var hasPendingUpdate: Bool { graph.queue.scheduledUpdate != nil }

  /// Waits until no update is scheduled: the ones scheduled now, and those they schedule.
  public func updatesSettled() async {
    while let update = graph.queue.scheduledUpdate { await update.value }
  }

  /// How many times bodies of views of type `type` were evaluated in this controller, for
  /// tests that show what an update re-evaluates.
  public func bodyEvaluationCount<V: View>(of type: V.Type) -> Int {
    graph.bodyEvaluations[ObjectIdentifier(type)] ?? 0
  }

  private func readPreferences() {
    var title: String?
    var name: String?
    graph.root?.forEachNode { node in
      if title == nil { title = node.navigationTitle }
      if name == nil { name = node.screenName }
    }
    if name != preferredScreenName {
      preferredScreenName = name
      self.title = self.title  // the screen's line changed: tell the window
    }
    if let title, title != self.title { self.title = title }
  }
}
