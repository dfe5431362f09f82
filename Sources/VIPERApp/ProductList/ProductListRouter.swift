import Domain
import HeadlessUI

/// The product list's navigation: it builds the detail module and pushes it.
@MainActor
final class ProductListRouter: ProductListRouterInput {
  weak var viewController: ViewController?
  private let detailBuilder: ProductDetailBuilder

  init(detailBuilder: ProductDetailBuilder) {
    self.detailBuilder = detailBuilder
  }

  func showDetail(of id: ProductID) {
    let detail = detailBuilder.build(productID: id)
    viewController?.navigationController?.pushViewController(detail.viewController)
  }
}
