import Domain

/// `api <method> [filter] -> <answer> [after <duration>] [once|always|on call <n>]`
extension ScenarioParseSession {
  mutating func parseAPIRule(_ line: TokenizedLine, cursor: inout LineCursor) throws(ScenarioDiagnostic) {
    let keyword = cursor.previous!
    let methodToken = try cursor.require(
      "an api method", example: "api fetchProducts -> fixtures/products-3.json")
    guard !methodToken.isQuoted, let method = APIMethod(rawValue: methodToken.text) else {
      let names = APIMethod.allCases.map(\.rawValue)
      let suggestion = methodToken.isQuoted ? nil : Suggestion.closest(to: methodToken.text, in: names)
      throw cursor.diagnostic(at: methodToken, .unknownMethod(methodToken.written, suggestion: suggestion))
    }
    let (productID, isFavorite) = try parseFilter(method, cursor: &cursor)
    let answer = try parseAnswer(method, cursor: &cursor)
    let (latency, frequency) = try cursor.ruleModifiers()
    apiRules.append(
      APIRule(
        method: method, productID: productID, isFavorite: isFavorite, answer: answer, latency: latency,
        frequency: frequency, location: cursor.location(column: keyword.column), sourceLine: line.content))
  }

  /// The optional arguments before `->`, then the `->` itself.
  private func parseFilter(
    _ method: APIMethod, cursor: inout LineCursor
  ) throws(ScenarioDiagnostic) -> (ProductID?, Bool?) {
    var productID: ProductID?
    var isFavorite: Bool?
    while let token = cursor.peek, token.written != "->" {
      let isLikeArgument = !token.isQuoted && ValueSyntax.isProductID(token.text)
      guard isLikeArgument else {
        let suggestion = token.isQuoted ? nil : Suggestion.closest(to: token.text, in: ["->"])
        throw cursor.diagnostic(
          at: token,
          .unexpected(
            token.written, after: cursor.previous!.written, expected: "`->`", suggestion: suggestion))
      }
      let isOnOff = token.text == "on" || token.text == "off"
      switch (method, productID, isFavorite) {
      case (.setFavorite, _, nil) where isOnOff: isFavorite = token.text == "on"
      case (_, nil, nil) where method.takesProductID: productID = ProductID(token.text)
      default:
        throw cursor.diagnostic(at: token, .unexpectedMethodArgument(token.text, method: method.rawValue))
      }
      _ = cursor.next()
    }
    _ = try cursor.require("`->`", example: "api \(method.rawValue) -> \(method.exampleAnswer)")
    return (productID, isFavorite)
  }

  private func parseAnswer(
    _ method: APIMethod, cursor: inout LineCursor
  ) throws(ScenarioDiagnostic) -> APIAnswer {
    let token = try cursor.require("an answer", example: "api \(method.rawValue) -> \(method.exampleAnswer)")
    let word = token.isQuoted ? nil : token.text
    switch word {
    case "ok" where method == .setFavorite: return .ok
    case "empty" where method == .fetchProducts: return .products([])
    case "empty" where method == .fetchOrders: return .orders([])
    case "ok", "empty":
      throw cursor.diagnostic(
        at: token,
        .answerDoesNotFit(answer: "`\(token.text)`", method: method.rawValue, fits: method.fittingAnswers))
    case "fail": return .failure(try parseFailure(cursor: &cursor))
    default:
      guard token.isQuoted || token.text.contains("/") || token.text.contains(".") else {
        let suggestion = Suggestion.closest(to: token.text, in: method.answerWords)
        throw cursor.diagnostic(
          at: token, .unknownAnswer(token.text, method: method.rawValue, suggestion: suggestion))
      }
      return try fixtureAnswer(method, token: token, cursor: cursor)
    }
  }

  /// `network`, `timeout` or `server <status>` after `fail`.
  private func parseFailure(cursor: inout LineCursor) throws(ScenarioDiagnostic) -> APIError {
    let kind = try cursor.require("a failure kind", example: "fail network")
    switch kind.isQuoted ? "" : kind.text {
    case "network": return .network
    case "timeout": return .timeout
    case "server":
      let status = try cursor.require("a status", example: "fail server 500")
      guard !status.isQuoted, let code = ValueSyntax.number(status.text, in: 100...599) else {
        throw cursor.diagnostic(at: status, .badStatus(status.written))
      }
      return .server(status: code)
    default:
      let suggestion =
        kind.isQuoted ? nil : Suggestion.closest(to: kind.text, in: ScenarioVocabulary.failureKinds)
      throw cursor.diagnostic(at: kind, .unknownFailureKind(kind.written, suggestion: suggestion))
    }
  }

  private func fixtureAnswer(
    _ method: APIMethod, token: Token, cursor: LineCursor
  ) throws(ScenarioDiagnostic) -> APIAnswer {
    switch method {
    case .fetchProducts: return .products(try fixture([ProductDTO].self, method, token, cursor))
    case .fetchProduct: return .product(try fixture(ProductDetailDTO.self, method, token, cursor))
    case .placeOrder: return .order(try fixture(OrderDTO.self, method, token, cursor))
    case .fetchOrders: return .orders(try fixture([OrderDTO].self, method, token, cursor))
    case .setFavorite:
      throw cursor.diagnostic(
        at: token,
        .answerDoesNotFit(answer: "a fixture", method: method.rawValue, fits: method.fittingAnswers))
    }
  }

  private func fixture<Payload: Decodable & Sendable>(
    _ type: Payload.Type, _ method: APIMethod, _ token: Token, _ cursor: LineCursor
  ) throws(ScenarioDiagnostic) -> Payload {
    try fixtures.decode(
      type, path: token.text, at: cursor.location(column: token.column), for: method.rawValue,
      shape: method.fixtureShape)
  }
}
