/// The `ProductAPI` methods a scenario scripts; the raw value is the name used in scenarios.
public enum APIMethod: String, CaseIterable, Hashable, Sendable {
  case fetchProducts
  case fetchProduct
  case setFavorite
  case placeOrder
  case fetchOrders

  /// Whether the method takes a product id that an `api` line may filter on.
  var takesProductID: Bool {
    switch self {
    case .fetchProduct, .setFavorite, .placeOrder: true
    case .fetchProducts, .fetchOrders: false
    }
  }

  /// Whether the method answers an array (so `empty` fits it).
  var answersList: Bool { self == .fetchProducts || self == .fetchOrders }

  /// What a fixture for this method holds, as told in diagnostics.
  var fixtureShape: String {
    switch self {
    case .fetchProducts:
      "an array of products (`product_id`, `product_name`, `price`, `image_url`, `is_favorited`)"
    case .fetchProduct:
      "one product (`product_id`, `product_name`, `price`, `description`, `image_url`, `is_favorited`)"
    case .placeOrder: "one order (`order_id`, `product_id`, `product_name`, `total`, `created_at`)"
    case .fetchOrders:
      "an array of orders (`order_id`, `product_id`, `product_name`, `total`, `created_at`)"
    case .setFavorite: "nothing"
    }
  }

  /// The answers an `api` line for this method may give, as told in diagnostics.
  var fittingAnswers: String {
    switch self {
    case .setFavorite: "`ok` or `fail …`"
    case .fetchProducts, .fetchOrders: "a fixture, `empty` or `fail …`"
    case .fetchProduct, .placeOrder: "a fixture or `fail …`"
    }
  }

  /// The answer keywords that fit this method.
  var answerWords: [String] {
    switch self {
    case .setFavorite: ["ok", "fail"]
    case .fetchProducts, .fetchOrders: ["empty", "fail"]
    case .fetchProduct, .placeOrder: ["fail"]
    }
  }

  /// A typical answer, for examples in diagnostics.
  var exampleAnswer: String {
    switch self {
    case .fetchProducts: "fixtures/products-3.json"
    case .fetchProduct: "fixtures/product-p2.json"
    case .setFavorite: "ok"
    case .placeOrder: "fixtures/order-p2.json"
    case .fetchOrders: "fixtures/orders-1.json"
    }
  }
}
