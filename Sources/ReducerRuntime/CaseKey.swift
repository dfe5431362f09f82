/// A hand-written case path: how to wrap a child's value in one case of a parent enum, and how to
/// get it back out. It is to enum cases what a writable key path is to struct properties.
///
/// ```swift
/// static let productList = CaseKey<AppFeature.Action, ProductListFeature.Action>(
///   embed: { .productList($0) },
///   extract: { if case .productList(let action) = $0 { action } else { nil } })
/// ```
public struct CaseKey<Root, Value>: Sendable {
  /// Wraps a child value in the case.
  public let embed: @Sendable (Value) -> Root
  /// The child value, when `root` is this case.
  public let extract: @Sendable (Root) -> Value?

  public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
    self.embed = embed
    self.extract = extract
  }
}
