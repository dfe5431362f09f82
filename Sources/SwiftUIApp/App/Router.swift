import AppContract
import Domain
import Observation

/// A detail in the Products stack: the product and which visit it is, so that a link to the
/// detail already on top still makes a new screen.
struct ProductRoute: Hashable {
  let productID: ProductID
  let visit: Int
}

/// The app's navigation state: the selected tab, the Products path, the checkout sheet. The
/// containers follow it and write the user's back, swipes and tab taps back into it. It also
/// keeps the model of each detail on the path, and cancels a detail's load when its route leaves.
@MainActor
@Observable
final class Router {
  var tab = Tab.products
  var productsPath: [ProductRoute] = [] {
    didSet { releaseDetails() }
  }
  /// The checkout being shown, if any.
  var checkout: CheckoutModel?
  @ObservationIgnored private var visits = 0
  @ObservationIgnored private(set) var details: [ProductRoute: ProductDetailModel] = [:]

  /// A new route to the detail of `id`, with its model.
  func newRoute(to id: ProductID) -> ProductRoute {
    visits += 1
    let route = ProductRoute(productID: id, visit: visits)
    details[route] = ProductDetailModel(productID: id)
    return route
  }

  /// Pushes a new detail of `id`.
  func showDetail(of id: ProductID) {
    productsPath.append(newRoute(to: id))
  }

  /// The model of the detail at `route` (a route made by ``newRoute(to:)`` has one while it is on
  /// the path; a screen still showing a route that left gets an empty one).
  func detail(at route: ProductRoute) -> ProductDetailModel {
    details[route] ?? ProductDetailModel(productID: route.productID)
  }

  /// The detail on top of the Products stack, if any.
  var topDetail: ProductDetailModel? { productsPath.last.flatMap { details[$0] } }

  /// The hand-off after a payment: dismiss the checkout, pop the Products stack, show Orders.
  func finishPurchase() {
    checkout = nil
    productsPath = []
    tab = .orders
  }

  /// Forgets the details whose routes left the path; their loads are of no use now.
  private func releaseDetails() {
    let kept = Set(productsPath)
    for (route, model) in details where !kept.contains(route) {
      model.cancelLoad()
      details[route] = nil
    }
  }
}
