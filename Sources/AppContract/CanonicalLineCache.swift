import Domain

/// The canonical lines of the snapshots one app exports, step after step, each list's line made
/// again only when that list changed: a list of 100,000 ids that a variant keeps (rather than
/// maps afresh for every export) compares equal to the one before at once, and its line is reused
/// — the same string, which the step's record then finds equal to the last at once too. The
/// favourites' states are printed by their ``FavoriteTable``, when the variant keeps one, which
/// hands back the same string while they are unchanged.
///
/// Gives exactly ``AppSnapshot/canonicalLines``. One cache per app: it keeps the lists it last
/// saw.
public final class CanonicalLineCache {
  private var products = PartCache<ListSnapshot<ProductID>>()
  private var orders = PartCache<ListSnapshot<String>>()
  private var history = PartCache<ListSnapshot<String>>()
  private var favorites = PartCache<FavoritesLine>()

  public init() {}

  /// The canonical lines of `snapshot`.
  public func lines(for snapshot: AppSnapshot) -> [String] {
    [
      products.line(for: snapshot.products) { "products: \($0.canonical)" },
      favorites.line(for: FavoritesLine(snapshot.favorites)) {
        "favorites: \(FavoritesSnapshot.canonical(states: $0.states, pending: $0.pending))"
      },
      "detail: \(snapshot.detail?.canonical ?? "none")",
      "checkout: \(snapshot.checkout?.canonical ?? "none")",
      orders.line(for: snapshot.orders) { "orders: \($0.canonical)" },
      "bmi: \(snapshot.bmi.canonical)",
      history.line(for: snapshot.history) { "history: \($0.canonical)" },
    ]
  }
}

/// What the favourites' line is made of: the states' text (the same string from a table while
/// its states are unchanged, so comparing it is immediate) and the pending requests.
private struct FavoritesLine: Equatable {
  let states: String
  let pending: Set<ProductID>

  init(_ favorites: FavoritesSnapshot) {
    states = favorites.canonicalStates
    pending = favorites.pending
  }
}

/// One part and its line, as last made.
private struct PartCache<Part: Equatable> {
  private var last: (part: Part, line: String)?

  mutating func line(for part: Part, _ make: (Part) -> String) -> String {
    if let last, last.part == part { return last.line }
    let line = make(part)
    last = (part, line)
    return line
  }
}
