import Domain

/// Every user-visible string of `Docs/AppSpec.md` (the app's "Localizable.strings"), so the four
/// variants read the same to a user.
public enum AppText {
  // MARK: - Titles
  public static let productsTitle = "Products"
  public static let checkoutTitle = "Checkout"
  public static let ordersTitle = "Orders"
  public static let bmiTitle = "BMI"
  public static let historyTitle = "History"

  // MARK: - Buttons
  public static let retry = "Retry"
  public static let refresh = "Refresh"
  public static let buy = "Buy"
  public static let confirm = "Confirm"
  public static let cancel = "Cancel"
  public static let save = "Save"
  public static let delete = "Delete"

  /// The favourite toggle's text: `♥` when favourite, `♡` when not.
  public static func favoriteGlyph(isFavorite: Bool) -> String { isFavorite ? "♥" : "♡" }

  // MARK: - Messages
  public static let noProducts = "No products"
  public static let productsLoadFailed = "Could not load products"
  public static let favoriteFailed = "Could not update favourite"
  public static let productLoadFailed = "Could not load product"
  public static let paymentFailed = "Payment failed"
  public static let noOrders = "No orders yet"
  public static let ordersLoadFailed = "Could not load orders"
  public static let saveFailed = "Could not save"
  public static let noRecords = "No records yet"
  public static let historyLoadFailed = "Could not load history"
  public static let deleteFailed = "Could not delete record"

  // MARK: - Placeholders
  public static let heightPlaceholder = "Height (cm)"
  public static let weightPlaceholder = "Weight (kg)"

  /// `1 × Phone — $1,299.00`
  public static func checkoutSummary(name: String, price: Money) -> String {
    "1 × \(name) — \(PriceFormatter.format(price))"
  }
}
