import AppContract
import Domain
import HeadlessUI

// MARK: - Deep links

extension AppCoordinator: SceneDelegate {
  func scene(_ window: Window, open url: String) -> Bool {
    guard let link = DeepLink(url: url) else { return false }
    return open(link)
  }

  /// Opens `link`: dismisses any modal, selects the link's tab, sets that tab's stack. Refused
  /// (returns false, changing nothing) while a payment is processing.
  func open(_ link: DeepLink) -> Bool {
    if checkout?.isProcessing == true { return false }
    endCheckout()
    select(link.tab)
    switch link {
    case .products: products.popToRoot()
    case .product(let id): products.showProduct(ProductID(id))
    case .orders: orders.popToRoot()
    case .bmi: bmi.popToRoot()
    case .history: history.popToRoot()
    }
    return true
  }
}
