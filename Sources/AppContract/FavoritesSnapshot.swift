import Domain

/// One favourite state app-wide.
public struct FavoritesSnapshot: Equatable, Sendable {
  public var isFavorite: [ProductID: Bool] {
    get { table?.states ?? dictionary }
    set {
      dictionary = newValue
      table = nil
    }
  }
  /// Products whose `setFavorite` request is in flight.
  public var pending: Set<ProductID>
  /// The states, when given as a dictionary.
  private var dictionary: [ProductID: Bool]
  /// The states, when given as a table (until `isFavorite` is set): its canonical text is kept
  /// up to date by the table instead of being made afresh on every export.
  private var table: FavoriteTable?

  public init(isFavorite: [ProductID: Bool] = [:], pending: Set<ProductID> = []) {
    self.dictionary = isFavorite
    self.pending = pending
  }

  /// The states a variant keeps in a ``FavoriteTable``, exported in time proportional to what
  /// changed since the last export.
  public init(states: FavoriteTable, pending: Set<ProductID> = []) {
    self.dictionary = [:]
    self.pending = pending
    self.table = states
  }

  public static func == (lhs: FavoritesSnapshot, rhs: FavoritesSnapshot) -> Bool {
    guard lhs.pending == rhs.pending else { return false }
    if let left = lhs.table, let right = rhs.table { return left == right }
    return lhs.isFavorite == rhs.isFavorite
  }

  var canonical: String { Self.canonical(states: canonicalStates, pending: pending) }

  /// Every state, sorted by product: kept by the table, when there is one.
  var canonicalStates: String {
    if let table { return table.canonicalText }
    let states = isFavorite.keys.sorted().map { "\($0)=\(isFavorite[$0]! ? "on" : "off")" }
    return states.isEmpty ? "none" : states.joined(separator: " ")
  }

  static func canonical(states: String, pending: Set<ProductID>) -> String {
    pending.isEmpty
      ? states : states + " pending=[\(pending.sorted().map(\.rawValue).joined(separator: ", "))]"
  }
}
