import AppContract
import Domain
import HeadlessUI

// MARK: - CheckoutViewControllerDelegate

/// The presenting screen ends the checkout, as UIKit's guidance has it: it dismisses the modal and,
/// after a purchase, keeps the user on the product and confirms the order with an alert.
extension ProductDetailViewController: CheckoutViewControllerDelegate {
  func checkoutViewControllerDidCancel(_ controller: CheckoutViewController) {
    controller.dismiss()
  }

  func checkoutViewController(_ controller: CheckoutViewController, didPlace order: Order) {
    controller.dismiss()
    let alert = AlertController(title: AppText.orderPlacedTitle, message: AppText.orderPlacedMessage)
    alert.addAction(.init(identifier: ElementID.orderPlacedOK, title: AppText.ok))
    present(alert)
  }
}
