import AppContract
import AppTestDoubles
import Domain
import Testing

@testable import MVPApp

@MainActor
struct ProductDetailPresenterTests {
  let model = TestModel()
  let view = SpyProductDetailView()
  let presenter: ProductDetailPresenter

  init() {
    presenter = model.productDetail(of: "p1", view: view)
  }

  let phone = ProductDetailContent(
    name: "Phone", price: "$1,299.00", description: "About p1", favoriteGlyph: "♡", isFavoriteEnabled: true)

  @Test("A detail shows loading and fetches its product on its first appearance only")
  func firstAppearanceLoads() async {
    presenter.viewWillAppear()
    #expect(view.calls == [.loading])
    await presenter.loadTask?.value
    presenter.viewWillAppear()
    #expect(model.api.calls == ["fetchProduct p1"])
    #expect(view.last == .content(phone, notice: nil))
  }

  @Test("When the view says it left, the load in flight is cancelled and its answer sets nothing")
  func leavingCancelsTheLoad() async {
    model.api.holdsProductCalls = true
    model.api.productIsFavorited = true
    presenter.viewWillAppear()
    await model.api.heldProductCalls.arrival()
    presenter.viewDidLeave()
    model.api.heldProductCalls.releaseFirst()
    await presenter.loadTask?.value
    #expect(view.calls == [.loading])
    #expect(presenter.state.isLoading)
    #expect(model.services.favorites.states.isEmpty)
  }

  @Test("Buy asks the view to present the checkout for the loaded product, with the presenter as delegate")
  func buyPresentsTheCheckout() async throws {
    presenter.buyTapped()
    #expect(view.calls.isEmpty)
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    presenter.buyTapped()
    let product = Product(id: "p1", name: "Phone", price: Money(cents: 129_900), isFavorite: false)
    #expect(view.last == .presentCheckout(product))
    #expect(view.checkoutDelegate === presenter)
  }

  @Test(
    "How the checkout ended decides what the view does: cancel dismisses it, an order also shows Orders",
    arguments: [false, true])
  func checkoutEnding(ordered: Bool) {
    if ordered {
      presenter.checkoutDidPlace(Fixtures.orderDTO(id: "o1", createdAt: "2026-01-02T09:00:00Z").toDomain())
      #expect(view.calls == [.dismissCheckoutAndShowOrders])
    } else {
      presenter.checkoutDidCancel()
      #expect(view.calls == [.dismissCheckout])
    }
  }

  @Test("A favourite toggled from the list shows on an open detail, which shows no failure of the list's")
  func oneFavouriteStateAppWide() async {
    let listView = SpyProductListView()
    let list = model.productList(view: listView)
    list.viewWillAppear()
    await list.loadTask?.value
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    list.favoriteTapped("p1")
    await list.favoriteTask?.value
    #expect(view.last == .content(phone.with(favoriteGlyph: "♥"), notice: nil))
    model.api.favoriteFailure = .network
    list.favoriteTapped("p1")
    await list.favoriteTask?.value
    #expect(view.last == .content(phone.with(favoriteGlyph: "♥"), notice: nil))
    let rows = [
      ProductRow(id: "p1", name: "Phone", price: "$1,299.00", favoriteGlyph: "♥", isFavoriteEnabled: true),
      ProductRow(id: "p2", name: "Case", price: "$19.50", favoriteGlyph: "♥", isFavoriteEnabled: true),
    ]
    #expect(listView.last == .rows(rows, notice: "Could not update favourite"))
  }
}

extension ProductDetailContent {
  func with(favoriteGlyph: String) -> ProductDetailContent {
    ProductDetailContent(
      name: name, price: price, description: description, favoriteGlyph: favoriteGlyph,
      isFavoriteEnabled: isFavoriteEnabled)
  }
}
