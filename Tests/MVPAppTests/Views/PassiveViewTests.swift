import AppContract
import AppTestDoubles
import Domain
import Testing

@testable import HeadlessUI
@testable import MVPApp

/// The view controllers are passive: each shows exactly what its presenter's last call told it —
/// whatever the presenter's state, formatting nothing and deciding nothing — and each control only
/// forwards to the presenter. The screens are built by the real assembly over fake services.
@MainActor
@Suite struct PassiveViewTests {
  let model = TestModel()
  var screens: ScreenAssembly { ScreenAssembly(services: model.services) }

  @Test("The list shows what it is told, also against its presenter's state, and Refresh only when told")
  func theListShowsWhatItIsTold() {
    let list = screens.makeProductList()
    list.loadViewIfNeeded()
    #expect(list.visibleIdentifiers == [ElementID.productsLoading])
    list.showEmpty(notice: "Told")
    #expect(list.visibleIdentifiers == [ElementID.productsError, ElementID.productsEmpty])
    #expect(list.text(of: ElementID.productsError) == "Told")
    list.setRefreshVisible(true)
    #expect(
      list.visibleIdentifiers == [
        ElementID.productsError, ElementID.productsEmpty, ElementID.productsRefresh,
      ])
    list.showLoadFailure(message: "Also told")
    #expect(
      list.visibleIdentifiers == [
        ElementID.productsError, ElementID.productsRetry, ElementID.productsRefresh,
      ])
    #expect(list.presenter.state.value == nil)
    #expect(model.api.calls.isEmpty)
  }

  @Test("The list's controls and cells only forward to the presenter, which decides what follows")
  func theListForwardsEveryEvent() async {
    let list = screens.makeProductList()
    list.simulateAppearance()
    await list.presenter.loadTask?.value
    #expect(list.text(of: ElementID.productPrice("p1")) == "$1,299.00")
    list.tap(ElementID.productsRefresh)
    #expect(list.visibleIdentifiers == [ElementID.productsLoading])
    await list.presenter.loadTask?.value
    list.tap(ElementID.productFavorite("p2"))
    await list.presenter.favoriteTask?.value
    #expect(model.api.calls == ["fetchProducts", "fetchProducts", "setFavorite p2 false"])
    #expect(list.text(of: ElementID.productFavorite("p2")) == "♡")
  }

  @Test("The detail shows the texts it is handed as they are, and titles itself with the name it is told")
  func theDetailShowsTheTextsItIsHanded() {
    let detail = screens.makeProductDetail(of: "p1")
    detail.loadViewIfNeeded()
    let content = ProductDetailContent(
      name: "Told name", price: "told price", description: "told text", favoriteGlyph: "♥",
      isFavoriteEnabled: false)
    detail.show(content, notice: "told notice")
    #expect(detail.title == "Told name")
    #expect(detail.text(of: ElementID.detailError) == "told notice")
    #expect(detail.text(of: ElementID.detailPrice) == "told price")
    #expect(detail.text(of: ElementID.detailFavorite) == "♥")
    #expect(detail.isEnabled(ElementID.detailFavorite) == false)
    #expect(detail.presenter.state.value == nil)
  }

  @Test("The form's choice offers the standards its presenter named, and a choice only forwards its index")
  func theFormOffersTheNamedStandards() throws {
    let form = screens.makeBMIForm()
    form.simulateAppearance()
    let choice = try #require(form.visibleElement(ElementID.bmiStandard) as? Choice)
    #expect(choice.options == ["WHO", "Taiwan"])
    #expect(choice.selectedOption == "WHO")
    choice.userChose("Taiwan")
    #expect(form.presenter.standard == .taiwan)
    form.showReading(value: "told value", category: "told category")
    #expect(form.text(of: ElementID.bmiValue) == "told value")
    #expect(form.text(of: ElementID.bmiCategory) == "told category")
  }

  @Test("The checkout locks itself and its buttons only while told the payment is processing")
  func theCheckoutLocksOnlyWhenTold() {
    let product = Product(id: "p1", name: "Phone", price: Money(cents: 129_900), isFavorite: false)
    let checkout = screens.makeCheckout(
      presenter: CheckoutPresenter(product: product, orders: model.services.orders))
    checkout.loadViewIfNeeded()
    #expect(!checkout.isModalInPresentation)
    checkout.showProcessing()
    #expect(checkout.isModalInPresentation)
    #expect(checkout.isEnabled(ElementID.checkoutConfirm) == false)
    #expect(checkout.isEnabled(ElementID.checkoutCancel) == false)
    checkout.showFailure(message: "told failure")
    #expect(!checkout.isModalInPresentation)
    #expect(checkout.text(of: ElementID.checkoutError) == "told failure")
    #expect(model.api.calls.isEmpty)
  }
}
