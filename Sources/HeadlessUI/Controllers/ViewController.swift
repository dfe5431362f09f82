/// A screen, like `UIViewController`: owns a view, gets UIKit's lifecycle calls in UIKit's order,
/// can be contained in a navigation or tab bar controller and can present another controller.
///
/// Lifecycle calls are made by the window when a transition changes what is visible: for the
/// screens that appear, `viewDidLoad` (once) first, then the appear and disappear calls in the
/// order UIKit uses for that transition. Push, pop, set stack: old `viewWillDisappear`, new
/// `viewWillAppear`, old `viewDidDisappear`, new `viewDidAppear`. Tab switch: new
/// `viewWillAppear` first, then old `viewWillDisappear`, old `viewDidDisappear`, new
/// `viewDidAppear`. Present and dismiss: old `viewWillDisappear`, new `viewWillAppear`, new
/// `viewDidAppear`, old `viewDidDisappear`; a page sheet leaves the screens below it on screen,
/// so they get no calls.
@MainActor
open class ViewController {
  public init() {}

  // MARK: - View

  private var loadedView: View?

  /// The root view, loaded on first access (`loadView`, then `viewDidLoad`).
  public var view: View {
    loadViewIfNeeded()
    return loadedView!
  }

  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadedView = makeView()
    viewDidLoad()
  }

  /// Makes the root view; override to use a custom root view. The default is an empty ``View``.
  open func makeView() -> View { View() }

  // MARK: - Lifecycle

  open func viewDidLoad() {}
  open func viewWillAppear() {}
  open func viewDidAppear() {}
  open func viewWillDisappear() {}
  open func viewDidDisappear() {}

  /// True during the disappear calls when this controller is being removed from its container
  /// (popped), as in UIKit.
  public internal(set) var isMovingFromParent = false
  /// True during the appear calls when this controller was just added to its container (pushed).
  public internal(set) var isMovingToParent = false
  /// True during the disappear calls when this controller (the presented one) is being dismissed.
  public internal(set) var isBeingDismissed = false
  /// True during the appear calls when this controller (the presented one) is being presented.
  public internal(set) var isBeingPresented = false

  // MARK: - Identity

  /// The title the navigation bar shows.
  open var title: String? {
    didSet { ViewController.noteStructureChange() }
  }

  /// The stable name of this screen in navigation events and rendered screens
  /// (`products.detail`). Defaults to the type name.
  open var screenName: String { String(describing: type(of: self)) }

  /// The tab bar item shown for this controller when it is a tab.
  public var tabBarItem = TabBarItem() {
    didSet { ViewController.noteStructureChange() }
  }

  // MARK: - Containment

  public internal(set) weak var parent: ViewController?

  /// The nearest navigation controller above this controller.
  public var navigationController: NavigationController? {
    var current = parent
    while let candidate = current {
      if let navigation = candidate as? NavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }

  /// The nearest tab bar controller above this controller (also from inside a modal).
  public var tabBarController: TabBarController? {
    var current: ViewController? = self
    while let candidate = current {
      if let tabs = candidate as? TabBarController { return tabs }
      current = candidate.parent ?? candidate.ownPresentingViewController
    }
    return nil
  }

  /// The children currently on screen, for containers; plain controllers have none.
  open var visibleChildren: [ViewController] { [] }

  /// Every child, for containers.
  open var allChildren: [ViewController] { [] }

  // MARK: - Presentation

  /// The modal presented on this controller. Presentations attach to the topmost container, so
  /// only such a container (or a modal) has one.
  var ownPresentedViewController: ViewController? {
    didSet { ViewController.noteStructureChange() }
  }
  /// The controller this one was presented on, when this one is a modal.
  weak var ownPresentingViewController: ViewController?

  /// The controller presented by this controller or by its nearest ancestor, if any, as in UIKit:
  /// a screen inside the tab bar sees the modal the tab bar presented.
  public var presentedViewController: ViewController? {
    var current: ViewController? = self
    while let candidate = current {
      if let presented = candidate.ownPresentedViewController { return presented }
      current = candidate.parent
    }
    return nil
  }

  /// The controller that presented this controller or its farthest ancestor, as in UIKit: the
  /// root screen of a presented navigation controller sees the presenter too.
  public var presentingViewController: ViewController? {
    Presentation.context(of: self).ownPresentingViewController
  }

  public var modalPresentationStyle: ModalPresentationStyle = .pageSheet {
    didSet { ViewController.noteStructureChange() }
  }
  /// When true the user cannot swipe this modal away (UIKit's `isModalInPresentation`).
  public var isModalInPresentation = false {
    didSet { ViewController.noteStructureChange() }
  }

  private lazy var ownPresentationController = PresentationController(presentedViewController: self)

  /// The presentation that manages this controller: the one of its topmost container, which is
  /// what gets presented (UIKit's "nearest presentation controller"). A screen inside a presented
  /// navigation controller therefore gets the navigation controller's. Set its delegate to hear
  /// about interactive dismissal.
  public var presentationController: PresentationController {
    Presentation.context(of: self).ownPresentationController
  }

  /// Presents `controller` modally on top of this controller's context.
  public func present(_ controller: ViewController, completion: (@MainActor () -> Void)? = nil) {
    Presentation.present(controller, from: self)
    completion?()
  }

  /// Dismisses the modal this controller presented or, if it presented none, the modal it is in.
  public func dismiss(completion: (@MainActor () -> Void)? = nil) {
    Presentation.dismiss(from: self, interactive: false)
    completion?()
  }

  // MARK: - Window and lifetime

  weak var attachedWindow: Window?

  /// The window this controller is shown in, if it is in the hierarchy.
  public var window: Window? {
    var current: ViewController? = self
    while let candidate = current {
      if let window = candidate.attachedWindow { return window }
      current = candidate.parent ?? candidate.ownPresentingViewController
    }
    return nil
  }

  /// The objects that belong to this screen (view model, presenter, interactor …), checked for
  /// release when the screen leaves the hierarchy.
  private(set) var ownedObjects: [OwnedObject] = []

  /// Registers `object` as part of this screen, so that it is reported if it outlives the screen.
  public func trackLifetime(of object: AnyObject, role: String) {
    ownedObjects.append(OwnedObject(object: object, role: role))
  }
}

extension ViewController {
  /// Counts changes to what the containers render (stacks, tabs, modals, titles, tab items,
  /// modal styles and locks), so that a window can tell that nothing it shows changed.
  static var structureChanges: UInt64 = 0

  static func noteStructureChange() { structureChanges &+= 1 }
}

/// How a modal is shown; it decides whether the presenting screens disappear.
public enum ModalPresentationStyle: Sendable {
  /// A card over the presenting screen, which stays in place and gets no disappear calls.
  case pageSheet
  /// Covers the presenting screen, which disappears.
  case fullScreen
}

/// The item a tab shows in the tab bar.
public struct TabBarItem: Sendable, Equatable {
  /// The identifier of the tab (`products`), used to select it.
  public var identifier: String
  public var title: String

  public init(identifier: String = "", title: String = "") {
    self.identifier = identifier
    self.title = title
  }
}

/// A weak reference to an object owned by a screen.
struct OwnedObject {
  weak var object: AnyObject?
  let role: String
}
