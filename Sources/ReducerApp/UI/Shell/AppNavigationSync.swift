import AppContract
import HeadlessUI

/// Keeps the containers and the navigation state in step, both ways:
///
/// - state → containers: observes `AppFeature.State.navigation` and performs the container
///   operations that make the screen match (present/dismiss checkout, push/pop/set the Products
///   stack, select the tab);
/// - containers → state: when a container changes on its own (back control, tab bar, swipe on a
///   modal), sends the action that tells the store.
///
/// Both directions compare before acting, so each change is applied once and echoes stop.
@MainActor
final class AppNavigationSync {
  private let store: Store<AppFeature.State, AppFeature.Action>
  private weak var tabs: TabBarController?
  private weak var productsStack: NavigationController?
  private var observation: ObservationToken?

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

  // MARK: - State → containers

  /// Order: the modal; the stack of the tab on screen; the tab; the stack of the tab now shown.
  /// A checkout hand-off thus pops before switching tabs, and a deep link switches tabs before it
  /// sets the new tab's stack — what a user sees happen, in UIKit's order.
  private func apply(_ navigation: NavigationState) {
    guard let tabs else { return }
    applyModal(navigation, tabs: tabs)
    let productsWasOnScreen = tabs.selectedViewController === productsStack
    if productsWasOnScreen { applyProductsStack(navigation) }
    if let index = tabs.index(ofTab: navigation.selectedTab.rawValue), index != tabs.selectedIndex {
      tabs.selectedIndex = index
    }
    if !productsWasOnScreen { applyProductsStack(navigation) }
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
    guard shown?.presentationID != wanted,
      let detail = AppShellBuilder.makeProductDetail(store: store, id: wanted)
    else { return }
    if navigation.productsStackChange == .push && stack.viewControllers.count == 1 {
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
      store.state.detail != nil
    else { return }
    store.send(.detailPopped)
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
