import AppContract
import Domain
import HeadlessSwiftUI
import Observation

/// The app's state, owned by the app and put in the environment: navigation, the favourites,
/// and the content of the tab roots. It opens deep links and exports the shared snapshot.
@MainActor
@Observable
final class AppModel {
  let router = Router()
  let favorites = FavoritesModel()
  let products = ProductsModel()
  let orders = OrdersModel()
  let bmi = BMIModel()
  let history = HistoryModel()

  /// Opens `url` as `Docs/AppSpec.md` says: nothing while a payment is processing; otherwise
  /// dismiss the checkout, select the link's tab, and shape its stack (a product link shows a new
  /// detail on top of the list).
  func open(_ url: String) -> Bool {
    guard let link = DeepLink(url: url), router.checkout?.isProcessing != true else { return false }
    router.checkout = nil
    router.tab = link.tab
    switch link {
    case .product(let id):
      withStackReplacement { router.productsPath = [router.newRoute(to: ProductID(id))] }
    case .products:
      router.productsPath = []
    case .orders, .bmi, .history:
      break
    }
    return true
  }

  /// The state, in the shape every variant exports.
  var snapshot: AppSnapshot {
    AppSnapshot(
      products: products.snapshot(favorites: favorites),
      favorites: favorites.snapshot,
      detail: router.topDetail?.snapshot(favorites: favorites),
      checkout: router.checkout?.snapshot,
      orders: orders.snapshot,
      bmi: bmi.snapshot,
      history: history.snapshot)
  }
}
