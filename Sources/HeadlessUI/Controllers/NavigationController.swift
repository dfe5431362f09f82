/// Hears what a navigation controller shows, like `UINavigationControllerDelegate`. It is told
/// of every change, including pops the container makes on its own (the back control).
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController)
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController)
}

extension NavigationControllerDelegate {
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController
  ) {}
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController
  ) {}
}

/// A stack of screens with a back control (`nav.back`) that it owns, like
/// `UINavigationController`.
@MainActor
public final class NavigationController: ViewController {
  public private(set) var viewControllers: [ViewController] = [] {
    didSet { ViewController.noteStructureChange() }
  }
  public weak var delegate: (any NavigationControllerDelegate)?

  public init(rootViewController: ViewController) {
    super.init()
    adopt([rootViewController])
  }

  public var topViewController: ViewController? { viewControllers.last }
  override public var visibleChildren: [ViewController] { topViewController.map { [$0] } ?? [] }
  override public var allChildren: [ViewController] { viewControllers }
  override public var screenName: String { topViewController?.screenName ?? "navigation" }

  // MARK: - Changing the stack

  /// Pushes `viewController` on top of the stack.
  public func pushViewController(_ viewController: ViewController) {
    change(to: viewControllers + [viewController], event: .push(viewController.screenName))
  }

  /// Pops the top screen; returns it, or nil when only the root is left.
  @discardableResult
  public func popViewController() -> ViewController? {
    guard viewControllers.count > 1, let top = topViewController else { return nil }
    change(to: Array(viewControllers.dropLast()), event: .pop(top.screenName))
    return top
  }

  /// Pops every screen above the root; returns the popped screens.
  @discardableResult
  public func popToRootViewController() -> [ViewController] {
    guard viewControllers.count > 1 else { return [] }
    let popped = Array(viewControllers.dropFirst())
    change(to: [viewControllers[0]], event: .popToRoot(viewControllers[0].screenName))
    return popped
  }

  /// Replaces the whole stack.
  public func setViewControllers(_ newStack: [ViewController]) {
    precondition(!newStack.isEmpty, "a navigation stack needs a root")
    change(to: newStack, event: .setStack(newStack.map(\.screenName)))
  }

  /// What the back control does: pops the top screen, as UIKit's back button and swipe-back do.
  func userTappedBack() {
    popViewController()
  }

  // MARK: - Mechanics

  private func change(to newStack: [ViewController], event: NavigationEvent) {
    let removed = viewControllers.filter { old in !newStack.contains { $0 === old } }
    let added = newStack.filter { new in !viewControllers.contains { $0 === new } }
    let newTop = newStack.last!
    let topChanges = newTop !== topViewController
    if topChanges { delegate?.navigationController(self, willShow: newTop) }
    Transition.perform(in: window, event: event, moving: (added, removed)) {
      for controller in removed where controller.parent === self { controller.parent = nil }
      adopt(newStack)
    }
    window?.lifetimes.screensLeft(removed)
    window?.lifetimes.screensReturned(added)
    if topChanges { delegate?.navigationController(self, didShow: newTop) }
  }

  private func adopt(_ stack: [ViewController]) {
    for controller in stack {
      if let old = controller.parent as? NavigationController, old !== self {
        old.viewControllers.removeAll { $0 === controller }
      }
      controller.parent = self
    }
    viewControllers = stack
  }
}
