/// The stable names of the screens, as navigation events and rendered screens show them. Every
/// variant's view controllers return these from `screenName`.
public enum ScreenName {
  public static let productList = "products.list"
  public static let productDetail = "products.detail"
  public static let checkout = "checkout"
  public static let orderList = "orders.list"
  public static let bmiForm = "bmi.form"
  public static let historyList = "history.list"
}
