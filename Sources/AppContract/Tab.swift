/// The four tabs of the shell, in tab-bar order; the raw value is the tab's identifier.
public enum Tab: String, CaseIterable, Sendable, Hashable {
  case products
  case orders
  case bmi
  case history

  /// The tab-bar item's title.
  public var title: String {
    switch self {
    case .products: "Products"
    case .orders: "Orders"
    case .bmi: "BMI"
    case .history: "History"
    }
  }
}
