import Domain
import Foundation
import Testing

/// A payload that does not match its DTO fails with `APIError.decoding` and one sentence naming the
/// key and where it sits.
@Suite struct DTODecoderErrorTests {
  /// Which DTO a payload is decoded as.
  enum Payload: String, Sendable {
    case products, detail, order, orders

    func decode(_ json: String) throws(APIError) {
      let data = Data(json.utf8)
      switch self {
      case .products: _ = try DTODecoder.decode([ProductDTO].self, from: data)
      case .detail: _ = try DTODecoder.decode(ProductDetailDTO.self, from: data)
      case .order: _ = try DTODecoder.decode(OrderDTO.self, from: data)
      case .orders: _ = try DTODecoder.decode([OrderDTO].self, from: data)
      }
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let payload: Payload
    let json: String
    let message: String
    var testDescription: String { "\(payload.rawValue): \(name)" }
  }

  static let product = #""product_id": "p1", "product_name": "Laptop", "price": 1299, "is_favorited": false"#
  static let detail = product + #", "description": "Fast""#
  static let order =
    #""order_id": "o1", "product_id": "p1", "product_name": "Laptop", "total": 1299, "#
    + #""created_at": "2026-01-01T09:00:00Z""#

  static let cases: [Case] = [
    // Missing keys: the key and the element's index.
    Case(
      name: "product name missing in the second product", payload: .products,
      json: #"[{\#(product)}, {"product_id": "p2", "price": 2, "is_favorited": true}]"#,
      message: "missing key `product_name` at [1]"),
    Case(
      name: "favourite flag missing in the first product", payload: .products,
      json: #"[{"product_id": "p1", "product_name": "Laptop", "price": 1299}]"#,
      message: "missing key `is_favorited` at [0]"),
    Case(
      name: "description missing", payload: .detail, json: "{\(product)}",
      message: "missing key `description`"),
    Case(
      name: "total missing", payload: .order,
      json: #"{"order_id": "o1", "product_id": "p1", "product_name": "Laptop", "created_at": "x"}"#,
      message: "missing key `total`"),
    Case(
      name: "creation date missing in the third order", payload: .orders,
      json: #"[{\#(order)}, {\#(order)}, {"order_id": "o3", "product_id": "p1", "#
        + #""product_name": "Laptop", "total": 1}]"#,
      message: "missing key `created_at` at [2]"),
    // Wrong types.
    Case(
      name: "price as a string", payload: .products,
      json: #"[{"product_id": "p1", "product_name": "Laptop", "price": "1299", "is_favorited": false}]"#,
      message: "expected a number for `price` at [0]"),
    Case(
      name: "price as a string", payload: .detail,
      json: #"{"product_id": "p1", "product_name": "Laptop", "price": "1299", "description": "", "#
        + #""is_favorited": false}"#,
      message: "expected a number for `price`"),
    Case(
      name: "favourite flag as a string", payload: .products,
      json:
        #"[{\#(product)}, {"product_id": "p2", "product_name": "Mouse", "price": 2, "is_favorited": "yes"}]"#,
      message: "expected a boolean for `is_favorited` at [1]"),
    Case(
      name: "product id as a number", payload: .products,
      json: #"[{"product_id": 1, "product_name": "Laptop", "price": 1299, "is_favorited": false}]"#,
      message: "expected a string for `product_id` at [0]"),
    Case(
      name: "an object where a list belongs", payload: .orders, json: "{\(order)}",
      message: "expected an array for the document"),
    Case(
      name: "a list where an object belongs", payload: .detail, json: "[{\(detail)}]",
      message: "expected an object for the document"),
    Case(
      name: "a number where a product belongs", payload: .products, json: "[{\(product)}, 7]",
      message: "expected an object for element [1]"),
    // Null.
    Case(
      name: "price null", payload: .products,
      json: #"[{"product_id": "p1", "product_name": "Laptop", "price": null, "is_favorited": false}]"#,
      message: "expected a number for `price` at [0], found null"),
    Case(
      name: "name null", payload: .order,
      json: #"{"order_id": "o1", "product_id": "p1", "product_name": null, "total": 1, "created_at": "x"}"#,
      message: "expected a string for `product_name`, found null"),
    Case(
      name: "document null", payload: .products, json: "null",
      message: "expected an array for the document, found null"),
    // Not JSON at all.
    Case(
      name: "unterminated object", payload: .detail, json: "{\(detail)",
      message: "invalid JSON: The given data was not valid JSON."),
    Case(
      name: "empty body", payload: .orders, json: "",
      message: "invalid JSON: The given data was not valid JSON."),
    Case(
      name: "plain text", payload: .products, json: "Internal Server Error",
      message: "invalid JSON: The given data was not valid JSON."),
  ]

  @Test(arguments: cases)
  func decodingFailureNamesTheKeyAndWhereItIs(_ testCase: Case) {
    #expect(throws: APIError.decoding(testCase.message)) {
      try testCase.payload.decode(testCase.json)
    }
  }

  @Test func fixturesDecodeWhenNothingIsWrong() throws {
    try Payload.products.decode("[{\(Self.product)}]")
    try Payload.detail.decode("{\(Self.detail)}")
    try Payload.order.decode("{\(Self.order)}")
    try Payload.orders.decode("[{\(Self.order)}]")
  }

  @Test func decodingErrorReadsAsABadPayload() {
    #expect(APIError.decoding("missing key `total`").description == "bad payload: missing key `total`")
  }
}
