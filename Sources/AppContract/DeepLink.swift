/// A deep link the app understands. Parsing is the app's one grammar of links; every variant
/// routes the result its own way.
public enum DeepLink: Hashable, Sendable {
  /// `app://products`: the Products tab at its list.
  case products
  /// `app://products/<id>`: the Products tab, stack list → detail of `id`.
  case product(id: String)
  /// `app://orders`
  case orders
  /// `app://bmi`
  case bmi
  /// `app://history`
  case history

  /// Parses `url`; nil for anything unknown or malformed (another scheme, an unknown host, an
  /// empty or extra path segment, a query or a fragment).
  public init?(url: String) {
    let prefix = "app://"
    guard url.hasPrefix(prefix) else { return nil }
    let rest = url.dropFirst(prefix.count)
    guard !rest.contains("?"), !rest.contains("#") else { return nil }
    let parts = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    switch (parts.first, parts.count) {
    case ("products", 1): self = .products
    case ("products", 2) where DeepLink.isValidID(parts[1]): self = .product(id: parts[1])
    case ("orders", 1): self = .orders
    case ("bmi", 1): self = .bmi
    case ("history", 1): self = .history
    default: return nil
    }
  }

  /// The tab the link selects.
  public var tab: Tab {
    switch self {
    case .products, .product: .products
    case .orders: .orders
    case .bmi: .bmi
    case .history: .history
    }
  }

  private static func isValidID(_ id: String) -> Bool {
    !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
  }
}
