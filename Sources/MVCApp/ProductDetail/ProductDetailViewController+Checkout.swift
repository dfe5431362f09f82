import AppContract
import Domain
import HeadlessUI

// MARK: - CheckoutViewControllerDelegate

/// The presenting screen ends the checkout, as UIKit's guidance has it: it dismisses the modal and,
/// after a purchase, takes the user from the product to their orders.
extension ProductDetailViewController: CheckoutViewControllerDelegate {
  func checkoutViewControllerDidCancel(_ controller: CheckoutViewController) {
    controller.dismiss()
  }

  func checkoutViewController(_ controller: CheckoutViewController, didPlace order: Order) {
    // Popping removes this screen from its containers, so take them first.
    let navigation = navigationController
    let tabs = tabBarController
    controller.dismiss()
    navigation?.popToRootViewController()
    tabs?.select(.orders)
  }
}
