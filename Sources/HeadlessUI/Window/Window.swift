/// The window: holds the root controller, renders what is visible, finds elements, performs user
/// actions, and records navigation events and problems, in order.
///
/// All user actions act on the top layer: the topmost modal if one is up, else the tab bar and
/// the selected tab's top screen — as a finger would.
@MainActor
public final class Window {
  /// The identifier of the navigation bar's back control, owned by the container.
  public static let backControlID = "nav.back"

  /// The app's handler of deep links; the window keeps it alive, as a scene keeps its delegate.
  public var sceneDelegate: (any SceneDelegate)?
  public let lifetimes = LifetimeTracker()
  public private(set) var isVisible = false
  private var events: [NavigationEvent] = []
  private var problems: [String] = []

  public init() {}

  /// The controller that fills the window.
  public var rootViewController: ViewController? {
    didSet {
      oldValue?.attachedWindow = nil
      rootViewController?.attachedWindow = self
      ViewController.noteStructureChange()
    }
  }

  /// The last rendered screen and the change counts it was rendered at.
  private var lastScreen: (views: UInt64, structure: UInt64, text: String)?

  /// Shows the window: the visible controllers load and appear. Events are recorded from now on.
  public func makeKeyAndVisible() {
    guard !isVisible else { return }
    isVisible = true
    let visible = visibleControllers()
    for controller in visible { controller.loadViewIfNeeded() }
    for controller in visible { controller.viewWillAppear() }
    for controller in visible { controller.viewDidAppear() }
  }

  // MARK: - Records

  func record(_ event: NavigationEvent) { events.append(event) }
  var pendingEventCount: Int { events.count }
  func insertEvent(_ event: NavigationEvent, at index: Int) { events.insert(event, at: index) }

  /// Notes something the app did that UIKit would log as wrong (presenting twice …).
  public func report(_ problem: String) { problems.append(problem) }

  /// The navigation events since the last call, in order.
  public func takeNavigationEvents() -> [NavigationEvent] {
    defer { events.removeAll() }
    return events
  }

  /// The problems reported since the last call.
  public func takeProblems() -> [String] {
    defer { problems.removeAll() }
    return problems
  }

  // MARK: - What is visible

  /// The controllers on screen now, containers before their children, modals last.
  public func visibleControllers() -> [ViewController] {
    guard let root = rootViewController else { return [] }
    var chain: [ViewController] = []
    func visit(_ controller: ViewController) {
      chain.append(controller)
      controller.visibleChildren.forEach(visit)
    }
    visit(root)
    var current = root
    while let modal = current.ownPresentedViewController {
      if modal.modalPresentationStyle == .fullScreen { chain.removeAll() }
      visit(modal)
      current = modal
    }
    return chain
  }

  /// Lays out what is on screen, as UIKit does at the end of a run-loop turn: a list that was
  /// reloaded or scrolled builds the cells of its visible rows (its data source's
  /// `cellForRowAt` runs) now rather than when something first looks at it. Only views that
  /// changed since the screen was last rendered are visited. The replayer calls it at the end of
  /// every action, so that the app's cell building counts as the app's work.
  public func layoutIfNeeded() {
    func layOut(_ view: View) {
      guard view.renderCache == nil else { return }
      for child in view.renderedChildren { layOut(child) }
    }
    for controller in visibleControllers()
    where !(controller is NavigationController) && !(controller is TabBarController) {
      layOut(controller.view)
    }
  }

  /// The visible screen as canonical text. Only views that changed since the last call are
  /// rendered again, and nothing when nothing on screen changed; the text is the same as
  /// ``renderScreenAfresh()``'s, byte for byte.
  public func renderScreen() -> String {
    let views = View.mutationCount
    let structure = ViewController.structureChanges
    let text: String
    if let last = lastScreen, last.views == views, last.structure == structure {
      text = last.text
    } else {
      text = ScreenRenderer.render(root: rootViewController, reusingViews: true)
      // The counts from before rendering: a render that changed views (a list building its
      // rows) renders again next time.
      lastScreen = (views, structure, text)
    }
    if Window.verifiesIncrementalRendering {
      let afresh = renderScreenAfresh()
      if text != afresh { preconditionFailure(Window.renderMismatch(incremental: text, afresh: afresh)) }
    }
    return text
  }

  /// The visible screen as canonical text, every view rendered afresh (for checking
  /// ``renderScreen()``; slower).
  public func renderScreenAfresh() -> String {
    ScreenRenderer.render(root: rootViewController, reusingViews: false)
  }

  /// When true, every ``renderScreen()`` also renders afresh and stops the process if the two
  /// differ (`ARCH_HARNESS_VERIFY_RENDER=1` in a worker's environment turns it on).
  public static var verifiesIncrementalRendering = false

  /// What the self-check says when the two renders differ: the first line that differs.
  static func renderMismatch(incremental: String, afresh: String) -> String {
    let kept = incremental.split(separator: "\n", omittingEmptySubsequences: false)
    let fresh = afresh.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(kept, fresh).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(kept.count, fresh.count)
    let keptLine = line < kept.count ? String(kept[line]) : "(end)"
    let freshLine = line < fresh.count ? String(fresh[line]) : "(end)"
    return "incremental rendering differs from a fresh render at line \(line + 1): "
      + "kept `\(keptLine)`, fresh `\(freshLine)`; a view changed without setNeedsRender()"
  }

  /// The topmost modal, if one is up.
  public var topModal: ViewController? {
    var current = rootViewController
    var top: ViewController?
    while let modal = current?.ownPresentedViewController {
      top = modal
      current = modal
    }
    return top
  }

  /// The screen the user is looking at: the top screen of the top layer.
  public var topScreen: ViewController? {
    visibleControllers().last { !($0 is NavigationController) && !($0 is TabBarController) }
  }

  /// The name of ``topScreen``, for messages.
  public var topScreenName: String { topScreen?.screenName ?? "none" }
}
