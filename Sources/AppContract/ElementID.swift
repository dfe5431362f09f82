import Domain

/// The accessibility identifiers of the app, in one place, so that no variant spells one
/// differently. `Docs/AppSpec.md` gives each screen's elements in order.
public enum ElementID {
  // MARK: - Products
  public static let productsLoading = "products.loading"
  public static let productsError = "products.error"
  public static let productsRetry = "products.retry"
  public static let productsEmpty = "products.empty"
  public static let productsRefresh = "products.refresh"
  public static let productsList = "products.list"
  public static func productRow(_ id: ProductID) -> String { "product.\(id)" }
  /// The product whose row is `identifier` (the inverse of ``productRow(_:)``); nil when
  /// `identifier` is not a product row's.
  public static func productID(ofRow identifier: String) -> ProductID? {
    guard identifier.hasPrefix(productRowPrefix) else { return nil }
    return ProductID(String(identifier.dropFirst(productRowPrefix.count)))
  }
  private static let productRowPrefix = "product."
  public static func productName(_ id: ProductID) -> String { "product.\(id).name" }
  public static func productPrice(_ id: ProductID) -> String { "product.\(id).price" }
  public static func productFavorite(_ id: ProductID) -> String { "product.\(id).favorite" }

  // MARK: - Product detail
  public static let detailLoading = "detail.loading"
  public static let detailError = "detail.error"
  public static let detailRetry = "detail.retry"
  public static let detailName = "detail.name"
  public static let detailPrice = "detail.price"
  public static let detailDescription = "detail.description"
  public static let detailFavorite = "detail.favorite"
  public static let detailBuy = "detail.buy"

  // MARK: - Checkout
  public static let checkoutSummary = "checkout.summary"
  public static let checkoutProcessing = "checkout.processing"
  public static let checkoutError = "checkout.error"
  public static let checkoutConfirm = "checkout.confirm"
  public static let checkoutCancel = "checkout.cancel"

  // MARK: - Orders
  public static let ordersLoading = "orders.loading"
  public static let ordersError = "orders.error"
  public static let ordersRetry = "orders.retry"
  public static let ordersEmpty = "orders.empty"
  public static let ordersList = "orders.list"
  public static func orderRow(_ id: String) -> String { "order.\(id)" }
  public static func orderTitle(_ id: String) -> String { "order.\(id).title" }
  public static func orderTotal(_ id: String) -> String { "order.\(id).total" }

  // MARK: - BMI
  public static let bmiHeight = "bmi.height"
  public static let bmiWeight = "bmi.weight"
  public static let bmiStandard = "bmi.standard"
  public static let bmiPrompt = "bmi.prompt"
  public static let bmiValue = "bmi.value"
  public static let bmiCategory = "bmi.category"
  public static let bmiError = "bmi.error"
  public static let bmiSave = "bmi.save"

  // MARK: - History
  public static let historyLoading = "history.loading"
  public static let historyError = "history.error"
  public static let historyEmpty = "history.empty"
  public static let historyList = "history.list"
  public static func historyRow(_ id: String) -> String { "history.\(id)" }
  public static func historyDate(_ id: String) -> String { "history.\(id).date" }
  public static func historyValue(_ id: String) -> String { "history.\(id).value" }
  public static func historyCategory(_ id: String) -> String { "history.\(id).category" }
  public static func historyDelete(_ id: String) -> String { "history.\(id).delete" }
}
