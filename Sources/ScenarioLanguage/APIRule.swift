import Domain

/// One `api` line: which calls of a method it answers, how, and after how much virtual time.
///
/// `api setFavorite p2 on -> fail server 500 after 100ms once`
public struct APIRule: Equatable, Sendable {
  public let method: APIMethod
  /// Only calls for this product, when given (`fetchProduct`, `setFavorite`, `placeOrder`).
  public let productID: ProductID?
  /// Only `setFavorite` calls that set this value, when given (`on` is true).
  public let isFavorite: Bool?
  public let answer: APIAnswer
  /// How long the call waits on the virtual clock before it answers (`after 200ms`; default 0).
  public let latency: Duration
  public let frequency: CallFrequency
  /// Where the line's `api` word is.
  public let location: ScenarioLocation
  /// The line as written, without its comment.
  public let sourceLine: String

  public init(
    method: APIMethod, productID: ProductID? = nil, isFavorite: Bool? = nil, answer: APIAnswer,
    latency: Duration = .zero, frequency: CallFrequency = .always, location: ScenarioLocation,
    sourceLine: String
  ) {
    self.method = method
    self.productID = productID
    self.isFavorite = isFavorite
    self.answer = answer
    self.latency = latency
    self.frequency = frequency
    self.location = location
    self.sourceLine = sourceLine
  }

  /// Whether the rule's argument filter lets a call with these arguments through.
  public func matches(productID callProductID: ProductID?, isFavorite callIsFavorite: Bool?) -> Bool {
    if let productID, productID != callProductID { return false }
    if let isFavorite, isFavorite != callIsFavorite { return false }
    return true
  }
}
