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

  /// The exported state's favourites lines: `favorites: ` and the states of a run of 256
  /// products each, in product order (`favorites: none` when there is none), the last line ending
  /// with the requests in flight (`pending=[p1, p3]`).
  var canonicalLines: [String] { Self.canonicalLines(stateLines: stateLines, pending: pending) }

  /// The lines of the states: kept by the table, when there is one.
  var stateLines: [String] {
    if let table { return table.canonicalLines }
    return FavoriteLinesMemo.lines(of: isFavorite.keys.sorted()) { isFavorite[$0] }
  }

  static func canonicalLines(stateLines: [String], pending: Set<ProductID>) -> [String] {
    var lines = stateLines.isEmpty ? [FavoriteLinesMemo.prefix + "none"] : stateLines
    if !pending.isEmpty {
      lines[lines.count - 1] += " pending=[\(pending.sorted().map(\.rawValue).joined(separator: ", "))]"
    }
    return lines
  }
}
