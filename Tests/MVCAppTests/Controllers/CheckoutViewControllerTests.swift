import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import MVCApp

/// A checkout delegate that writes down how the checkout ended.
@MainActor
final class CheckoutLog: CheckoutViewControllerDelegate {
  var lines: [String] = []

  func checkoutViewControllerDidCancel(_ controller: CheckoutViewController) {
    lines.append("cancel")
  }

  func checkoutViewController(_ controller: CheckoutViewController, didPlace order: Order) {
    lines.append("placed \(order.id)")
  }
}

@MainActor
@Suite struct CheckoutViewControllerTests {
  let app = TestApp()
  let log = CheckoutLog()

  func makeCheckout() -> CheckoutViewController {
    let product = Product(id: "p1", name: "Phone", price: Money(cents: 129_900), isFavorite: false)
    let checkout = CheckoutViewController(product: product, orderService: app.services.orders)
    checkout.delegate = log
    checkout.simulateAppearance()
    return checkout
  }

  @Test func showsTheSummaryAndBothButtons() {
    let checkout = makeCheckout()
    #expect(
      checkout.visibleIdentifiers == [
        ElementID.checkoutSummary, ElementID.checkoutConfirm, ElementID.checkoutCancel,
      ])
    #expect(checkout.text(of: ElementID.checkoutSummary) == "1 × Phone — $1,299.00")
    #expect(checkout.title == AppText.checkoutTitle)
  }

  @Test func confirmProcessesWithButtonsDisabledAndTheModalLocked() async {
    app.api.holdsOrderCalls = true
    let checkout = makeCheckout()
    checkout.tap(ElementID.checkoutConfirm)
    await app.api.heldOrderCalls.arrival()
    #expect(checkout.visibleIdentifiers.contains(ElementID.checkoutProcessing))
    #expect(checkout.isEnabled(ElementID.checkoutConfirm) == false)
    #expect(checkout.isEnabled(ElementID.checkoutCancel) == false)
    #expect(checkout.isModalInPresentation)
    app.api.heldOrderCalls.releaseFirst()
    await checkout.orderTask?.value
    #expect(log.lines == ["placed o1"])
  }

  @Test func failureShowsTheErrorAndEnablesTheButtonsAgain() async {
    app.api.orderResult = .failure(.network)
    let checkout = makeCheckout()
    checkout.tap(ElementID.checkoutConfirm)
    await checkout.orderTask?.value
    #expect(
      checkout.visibleIdentifiers == [
        ElementID.checkoutSummary, ElementID.checkoutError, ElementID.checkoutConfirm,
        ElementID.checkoutCancel,
      ])
    #expect(checkout.isEnabled(ElementID.checkoutConfirm) == true)
    #expect(!checkout.isModalInPresentation)
    #expect(checkout.snapshot == CheckoutSnapshot(productID: "p1", phase: .failed))
    #expect(log.lines.isEmpty)
  }

  @Test func cancelTellsTheDelegate() {
    let checkout = makeCheckout()
    checkout.tap(ElementID.checkoutCancel)
    #expect(log.lines == ["cancel"])
    #expect(app.api.calls.isEmpty)
  }
}
