import AppContract
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// Keeps the containers and the navigation state in step, both ways:
///
/// - state → containers: observes `AppFeature.State.navigation` and performs the container
///   operations that make the screen match (present/dismiss checkout, push/pop/set the Products
///   stack, select the tab);
/// - containers → state: when a container changes on its own (back control, tab bar, swipe on a
///   modal), sends the action that tells the store.
///
/// Both directions compare before acting, so each change is applied once and echoes stop.
///
/// The state says what the Products stack holds; how a new detail gets there — pushed or the
/// whole stack set — is a ``StackIntent`` given with the action that causes it
/// (``send(_:stackIntent:)``), like UIKit's `animated:` flag or swift-navigation's
/// `UITransaction`: it lasts for that one send and is never app state.
@MainActor
final class AppNavigationSync {
  /// How a detail the state adds is put on the Products stack.
  enum StackIntent: Equatable {
    /// A tap on a row: push the detail onto the list.
    case push
    /// A deep link: set the stack to the list and the new detail, whatever was on it.
    case setStack
  }

  private let store: Store<AppFeature.State, AppFeature.Action>
  private weak var tabs: TabBarController?
  private weak var productsStack: NavigationController?
  private var observation: ObservationToken?
  /// The intent of the send in progress; `.push` (what a tap means) otherwise.
  private var stackIntent = StackIntent.push

  init(
    store: Store<AppFeature.State, AppFeature.Action>, tabs: TabBarController, products: NavigationController
  ) {
    self.store = store
    self.tabs = tabs
    self.productsStack = products
    tabs.delegate = self
    products.delegate = self
  }

  /// Starts mirroring the state into the containers.
  func start() {
    observation = store.scope(state: \.navigation, action: { $0 }).observe { [weak self] navigation in
      self?.apply(navigation)
    }
  }

  /// Sends `action` with `intent` for the stack changes it causes. `Store.send` runs the reducer
  /// and everything it feeds back, and tells its observers (this sync among them), before it
  /// returns, so the intent covers exactly this action's changes. Call it from outside a send
  /// (a scene delegate, a control), as every entry point of the UI does.
  func send(_ action: AppFeature.Action, stackIntent intent: StackIntent) {
    let previous = stackIntent
    stackIntent = intent
    defer { stackIntent = previous }
    store.send(action)
  }

  // MARK: - State → containers

  /// Order: the modal first; then, when Products is the tab to show, the tab and then its stack
  /// (a deep link opens the tab before it sets the stack); otherwise the Products stack and then
  /// the tab (the checkout hand-off pops to the list before it switches to Orders, whichever tab
  /// was on screen) — what a user sees happen, in UIKit's order.
  private func apply(_ navigation: NavigationState) {
    guard let tabs else { return }
    applyModal(navigation, tabs: tabs)
    if navigation.selectedTab == .products {
      applySelectedTab(navigation, tabs: tabs)
      applyProductsStack(navigation)
    } else {
      applyProductsStack(navigation)
      applySelectedTab(navigation, tabs: tabs)
    }
  }

  private func applySelectedTab(_ navigation: NavigationState, tabs: TabBarController) {
    if let index = tabs.index(ofTab: navigation.selectedTab.rawValue), index != tabs.selectedIndex {
      tabs.selectedIndex = index
    }
  }

  private func applyModal(_ navigation: NavigationState, tabs: TabBarController) {
    if !navigation.isCheckoutPresented, tabs.presentedViewController != nil {
      tabs.dismiss()
    } else if navigation.isCheckoutPresented, tabs.presentedViewController == nil,
      let modal = AppShellBuilder.makeCheckout(store: store)
    {
      modal.presentationController.delegate = self
      tabs.present(modal)
    }
  }

  private func applyProductsStack(_ navigation: NavigationState) {
    guard let stack = productsStack, let list = stack.viewControllers.first else { return }
    let shown =
      stack.viewControllers.count > 1 ? stack.topViewController as? ProductDetailViewController : nil
    guard let wanted = navigation.detailID else {
      if stack.viewControllers.count > 1 { stack.popToRootViewController() }
      return
    }
    guard shown?.stackID != wanted,
      let detail = AppShellBuilder.makeProductDetail(store: store, id: wanted)
    else { return }
    if stackIntent == .push && stack.viewControllers.count == 1 {
      stack.pushViewController(detail)
    } else {
      stack.setViewControllers([list, detail])
    }
  }
}

// MARK: - Containers → state

extension AppNavigationSync: NavigationControllerDelegate {
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController
  ) {
    guard navigationController === productsStack, navigationController.viewControllers.count == 1,
      let popped = store.state.path.ids.first
    else { return }
    store.send(.path(.popFrom(id: popped)))
  }
}

extension AppNavigationSync: TabBarControllerDelegate {
  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
    guard let tab = Tab(rawValue: viewController.tabBarItem.identifier), tab != store.state.selectedTab else {
      return
    }
    store.send(.tabSelected(tab))
  }
}

extension AppNavigationSync: PresentationControllerDelegate {
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    guard store.state.checkout != nil else { return }
    store.send(.checkoutSwipedAway)
  }
}
