import AppContract
import AppTestDoubles
import Domain

@testable import MVPApp

/// The model layer over fake services: the real services the presenters talk to, with the API and
/// the history store replaced at the Domain protocols.
@MainActor
struct TestModel {
  let api = FakeProductAPI()
  let store = FakeHistoryStore()
  let services: AppServices

  init() {
    services = AppServices(
      environment: AppEnvironment(api: api, historyStore: store, clock: FixedClock(), ids: SequentialIDs()))
  }

  func productList(view: SpyProductListView) -> ProductListPresenter {
    let presenter = ProductListPresenter(products: services.products, favorites: services.favorites)
    presenter.view = view
    view.presenter = presenter
    return presenter
  }

  func productDetail(of id: ProductID, view: SpyProductDetailView) -> ProductDetailPresenter {
    let presenter = ProductDetailPresenter(
      productID: id, products: services.products, favorites: services.favorites, orders: services.orders)
    presenter.view = view
    return presenter
  }
}
