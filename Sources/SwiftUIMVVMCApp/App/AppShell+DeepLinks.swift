import AppContract
import Domain
import HeadlessUI

// MARK: - Deep links

extension AppShell: SceneDelegate {
  func scene(_ window: Window, open url: String) -> Bool {
    guard let link = DeepLink(url: url) else { return false }
    return open(link)
  }

  /// Opens `link`: dismisses the checkout, if one is up, selects the link's tab and shapes its
  /// stack. Refused (returns false, changing nothing) while a payment is processing.
  func open(_ link: DeepLink) -> Bool {
    if checkout?.viewModel.isProcessing == true { return false }
    checkout?.navigationController?.dismiss()
    tabBarController.select(link.tab)
    switch link {
    case .products: tabBarController.stack(of: .products)?.popToRootViewController()
    case .product(let id): productList.showProduct(ProductID(id))
    case .orders: tabBarController.stack(of: .orders)?.popToRootViewController()
    case .bmi: tabBarController.stack(of: .bmi)?.popToRootViewController()
    case .history: tabBarController.stack(of: .history)?.popToRootViewController()
    }
    return true
  }
}
