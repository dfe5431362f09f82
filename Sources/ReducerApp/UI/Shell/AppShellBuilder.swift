import AppContract
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// Builds the four-tab shell from the app store: each tab's root screen gets its store scope.
@MainActor
enum AppShellBuilder {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The tab bar controller and the Products stack (which the navigation sync drives).
  static func makeShell(store: AppStore) -> (tabs: TabBarController, products: NavigationController) {
    let products = NavigationController(rootViewController: makeProductList(store: store))
    let roots: [(Tab, NavigationController)] = [
      (.products, products),
      (
        .orders,
        NavigationController(
          rootViewController: OrderListViewController(
            store: store.scope(state: \.orders, action: { .orders($0) })))
      ),
      (
        .bmi,
        NavigationController(
          rootViewController: BMIViewController(
            store: store.scope(state: \.bmi, action: { .bmi($0) })))
      ),
      (
        .history,
        NavigationController(
          rootViewController: HistoryViewController(
            store: store.scope(state: \.history, action: { .history($0) })))
      ),
    ]
    for (tab, navigation) in roots {
      navigation.tabBarItem = TabBarItem(identifier: tab.rawValue, title: tab.title)
    }
    let tabs = TabBarController()
    tabs.setViewControllers(roots.map(\.1))
    return (tabs, products)
  }

  private static func makeProductList(store: AppStore) -> ProductListViewController {
    ProductListViewController(
      store: store.scope(
        state: { WithFavorites(screen: $0.productList, favorites: $0.favorites) },
        action: { .productList($0) }))
  }

  /// The detail screen of the Products stack's element `id`, or nil when the stack has no such
  /// element.
  static func makeProductDetail(store: AppStore, id: StackElementID) -> ProductDetailViewController? {
    let scoped = store.scope(
      presented: { state in
        state.path[id: id].map { WithFavorites(screen: $0, favorites: state.favorites) }
      },
      action: { AppFeature.Action.path(.element(id: id, action: $0)) })
    return scoped.map { ProductDetailViewController(stackID: id, store: $0) }
  }

  /// The checkout modal (a navigation controller around the checkout screen), or nil when the
  /// state has no checkout.
  static func makeCheckout(store: AppStore) -> NavigationController? {
    let scoped = store.scope(presented: { $0.checkout }, action: { AppFeature.Action.checkout($0) })
    return scoped.map { NavigationController(rootViewController: CheckoutViewController(store: $0)) }
  }
}
