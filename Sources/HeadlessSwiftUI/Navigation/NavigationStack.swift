import HeadlessUI

/// A stack of screens driven by a bound path, as SwiftUI's `NavigationStack(path:root:)`: a
/// HeadlessUI ``NavigationController`` whose root screen hosts `root` and whose other screens
/// host the ``View/navigationDestination(for:destination:)`` of each route in the path.
///
/// A change of the path moves the stack as a UIKit app would, with the same navigation events:
/// one route appended pushes (`push`), the last removed pops (`pop`), an emptied path pops to the
/// root (`pop-to-root`), and anything else sets the stack (`set-stack`), keeping the screens of
/// the routes the old and new paths start with. The user's back control pops the stack itself
/// and the path is written back without its last route. A screen that leaves is released with
/// its state. The root view is taken when the stack is first made (what it shows follows its own
/// state and environment).
public struct NavigationStack<Root: View, Route: Hashable>: View, PrimitiveView, ControllerProviding {
  public typealias Body = Never
  let path: Binding<[Route]>
  let root: Root

  /// A stack whose routes are `path`'s, over `root`.
  public init(path: Binding<[Route]>, @ViewBuilder root: () -> Root) {
    self.path = path
    self.root = root()
  }

  func update(_ node: Node) {
    let routes = node.tracking { path.wrappedValue }
    if let coordinator = node.attachment as? StackCoordinator<Route> {
      coordinator.path = path
      coordinator.environment = node.environment
      if node.replacesStack, routes != coordinator.routes { coordinator.replacesNextChange = true }
      node.replacesStack = false
      if routes != coordinator.routes { NavigationTransaction.shared.enqueue(coordinator) }
      return
    }
    node.attachment = StackCoordinator(
      root: root, path: path, routes: routes, environment: node.environment)
  }
}

extension NavigationStack where Route == Never {
  /// A stack that only the screens' own code pushes on (no bound path).
  public init(@ViewBuilder root: () -> Root) {
    self.init(path: .constant([]), root: root)
  }
}

/// Keeps a navigation controller's screens in line with a bound path, and the path in line with
/// what the user pops.
@MainActor
final class StackCoordinator<Route: Hashable>: ControllerOwner, ContainerSync, NavigationControllerDelegate {
  let navigation: NavigationController
  var controller: ViewController { navigation }
  var path: Binding<[Route]>
  var environment: EnvironmentValues {
    didSet { destinations.environment = environment }
  }
  /// The routes the stack shows, one per screen above the root.
  private(set) var routes: [Route] = []
  private var screens: [ViewController] = []
  private let destinations: DestinationRegistry
  private var isApplying = false
  /// Whether the next change sets the stack as a whole (``withStackReplacement(_:)``).
  var replacesNextChange = false

  init<Root: View>(root: Root, path: Binding<[Route]>, routes: [Route], environment: EnvironmentValues) {
    self.path = path
    self.environment = environment
    destinations = DestinationRegistry(environment: environment)
    var rootEnvironment = environment
    rootEnvironment.navigationDestinations = destinations
    let rootScreen = ScreenHosting.host(root, environment: rootEnvironment)
    navigation = NavigationController(rootViewController: rootScreen)
    navigation.delegate = self
    destinations.report = { [weak navigation] in navigation?.window?.report($0) }
    if !routes.isEmpty {
      screens = routes.map(destinations.screen(for:))
      self.routes = routes
      navigation.setViewControllers([rootScreen] + screens)
    }
  }

  // MARK: - Following the path

  var isOnSelectedTab: Bool { navigation.isOnSelectedTab }

  var tabController: ViewController? { navigation.tabController }

  func apply(_ phase: NavigationTransaction.Phase, wasOnSelectedTab: Bool) {
    guard phase == (wasOnSelectedTab ? .stacksOnScreen : .otherStacks) else { return }
    let new = path.wrappedValue
    let old = routes
    let replaces = replacesNextChange
    replacesNextChange = false
    guard new != old, let root = navigation.viewControllers.first else { return }
    isApplying = true
    defer { isApplying = false }
    let kept = zip(old, new).prefix { $0 == $1 }.count
    if replaces {
      screens = Array(screens.prefix(kept)) + new.dropFirst(kept).map(destinations.screen(for:))
      navigation.setViewControllers([root] + screens)
    } else if kept == old.count, new.count == old.count + 1 {
      let screen = destinations.screen(for: new[kept])
      screens.append(screen)
      navigation.pushViewController(screen)
    } else if new.isEmpty {
      screens = []
      navigation.popToRootViewController()
    } else if kept == new.count, new.count == old.count - 1 {
      screens.removeLast()
      navigation.popViewController()
    } else {
      screens = Array(screens.prefix(kept)) + new.dropFirst(kept).map(destinations.screen(for:))
      navigation.setViewControllers([root] + screens)
    }
    routes = new
  }

  // MARK: - The user's back

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController
  ) {
    guard !isApplying else { return }
    let remaining = navigationController.viewControllers.count - 1
    guard remaining < routes.count else { return }
    routes = Array(routes.prefix(remaining))
    screens = Array(screens.prefix(remaining))
    path.wrappedValue = routes
  }
}
