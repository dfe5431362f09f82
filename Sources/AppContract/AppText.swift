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

  // MARK: - BMI

  /// The name of a BMI standard: the option the standard choice shows, and a record's standard.
  public static func standardName(_ standard: BMIStandard) -> String {
    switch standard {
    case .who: "WHO"
    case .taiwan: "Taiwan"
    }
  }

  /// The name of a BMI category, as the result and the history rows show it.
  public static func categoryName(_ category: BMICategory) -> String {
    switch category {
    case .underweight: "Underweight"
    case .normal: "Normal"
    case .overweight: "Overweight"
    case .obese: "Obese"
    }
  }

  /// The `bmi.prompt` text for what is wrong with the two fields (the ranges are `Domain`'s).
  public static func prompt(_ problem: BMIInputProblem) -> String {
    switch problem {
    case .missingInput: "Enter height and weight"
    case .heightOutOfRange: "Height must be \(rangeText(BMIInput.heightRange)) cm"
    case .weightOutOfRange: "Weight must be \(rangeText(BMIInput.weightRange)) kg"
    }
  }

  /// `50–300`, `2.5–500`: a range's bounds as the prompts write them.
  private static func rangeText(_ range: ClosedRange<Double>) -> String {
    func bound(_ value: Double) -> String { value.rounded() == value ? String(Int(value)) : String(value) }
    return "\(bound(range.lowerBound))–\(bound(range.upperBound))"
  }

  /// `1 × Phone — $1,299.00`
  public static func checkoutSummary(name: String, price: Money) -> String {
    "1 × \(name) — \(PriceFormatter.format(price))"
  }
}
