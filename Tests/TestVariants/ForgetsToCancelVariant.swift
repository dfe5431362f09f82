import AppContract
import Domain
import HeadlessUI
import MVCApp

/// The MVC app whose product detail forgets to cancel its load when it leaves: each `fetchProduct`
/// runs in a task of its own, which the screen's cancellation never reaches. The comparator must
/// single it out at the step that should have cancelled, with the missing cancellation in the diff.
public final class ForgetsToCancelVariant: AppVariant {
  nonisolated public static let name = "forgets-cancel"
  nonisolated public static let displayName =
    "MVC that forgets to cancel a detail's load (harness tests only)"

  private let base: MVCVariant

  public init(environment: AppEnvironment, window: Window) {
    let api = UncancellableDetailAPI(wrapping: environment.api)
    base = MVCVariant(
      environment: AppEnvironment(
        api: api, historyStore: environment.historyStore, clock: environment.clock, ids: environment.ids),
      window: window)
  }

  public func exportState() -> AppSnapshot { base.exportState() }
}

/// A `ProductAPI` whose `fetchProduct` ignores its caller's cancellation.
struct UncancellableDetailAPI: ProductAPI {
  let base: any ProductAPI

  init(wrapping base: any ProductAPI) {
    self.base = base
  }

  func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetailDTO {
    let base = self.base
    let result = await Task { () -> Result<ProductDetailDTO, APIError> in
      do throws(APIError) {
        return .success(try await base.fetchProduct(id: id))
      } catch {
        return .failure(error)
      }
    }.value
    return try result.get()
  }

  func fetchProducts() async throws(APIError) -> [ProductDTO] { try await base.fetchProducts() }
  func setFavorite(id: ProductID, isFavorite: Bool) async throws(APIError) {
    try await base.setFavorite(id: id, isFavorite: isFavorite)
  }
  func placeOrder(productID: ProductID) async throws(APIError) -> OrderDTO {
    try await base.placeOrder(productID: productID)
  }
  func fetchOrders() async throws(APIError) -> [OrderDTO] { try await base.fetchOrders() }
}
