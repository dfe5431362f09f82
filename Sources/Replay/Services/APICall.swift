import Domain
import ScenarioLanguage

/// One call the scripted API received: its method and arguments.
struct APICall: Sendable {
  let method: APIMethod
  var productID: ProductID?
  var isFavorite: Bool?

  /// The canonical line of the call log: `fetchProduct(p2)`, `setFavorite(p2, on)`.
  var logLine: String {
    var arguments: [String] = []
    if let productID { arguments.append(productID.rawValue) }
    if let isFavorite { arguments.append(isFavorite ? "on" : "off") }
    guard !arguments.isEmpty else { return method.rawValue }
    return "\(method.rawValue)(\(arguments.joined(separator: ", ")))"
  }

  /// An `api` line that would answer this call, for the unscripted-call problem.
  var exampleRule: String {
    let filter = productID.map { " \($0.rawValue)" } ?? ""
    let answer = method == .setFavorite ? "ok" : "fixtures/….json"
    return "api \(method.rawValue)\(filter) -> \(answer)"
  }
}
