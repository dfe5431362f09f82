import Domain

/// The canonical lines of the snapshots one app exports, step after step, each list's line made
/// again only when that list changed: a list of 100,000 ids that a variant keeps (rather than
/// maps afresh for every export) compares equal to the one before at once, and its line is reused
/// — the same string, which the step's record then finds equal to the last at once too. The
/// favourites' states are printed by their ``FavoriteTable``, when the variant keeps one, a line
/// per 256 products, which hands back the same strings while they are unchanged.
///
/// Gives exactly ``AppSnapshot/canonicalLines``. One cache per app: it keeps the lists it last
/// saw.
public final class CanonicalLineCache {
  private var products = PartCache<ListSnapshot<ProductID>, String>()
  private var orders = PartCache<ListSnapshot<String>, String>()
  private var history = PartCache<ListSnapshot<String>, String>()
  private var favorites = PartCache<FavoritesLines, [String]>()
  private var detail = PartCache<DetailSnapshot?, String>()
  private var checkout = PartCache<CheckoutSnapshot?, String>()
  private var bmi = PartCache<BMISnapshot, String>()
  /// The last lines: handed back as they are (the same array) while nothing changed.
  private var last: [String]?

  public init() {}

  /// The canonical lines of `snapshot`.
  public func lines(for snapshot: AppSnapshot) -> [String] {
    var changed = false
    let productsLine = products.value(for: snapshot.products, changed: &changed) {
      "products: \($0.canonical)"
    }
    let favoriteLines = favorites.value(for: FavoritesLines(snapshot.favorites), changed: &changed) {
      FavoritesSnapshot.canonicalLines(stateLines: $0.states, pending: $0.pending)
    }
    let ordersLine = orders.value(for: snapshot.orders, changed: &changed) { "orders: \($0.canonical)" }
    let historyLine = history.value(for: snapshot.history, changed: &changed) { "history: \($0.canonical)" }
    let detailLine = detail.value(for: snapshot.detail, changed: &changed) {
      "detail: \($0?.canonical ?? "none")"
    }
    let checkoutLine = checkout.value(for: snapshot.checkout, changed: &changed) {
      "checkout: \($0?.canonical ?? "none")"
    }
    let bmiLine = bmi.value(for: snapshot.bmi, changed: &changed) { "bmi: \($0.canonical)" }
    if !changed, let last { return last }
    let lines = [productsLine] + favoriteLines + [detailLine, checkoutLine, ordersLine, bmiLine, historyLine]
    last = lines
    return lines
  }
}

/// What the favourites' lines are made of: the states' lines (the same strings from a table while
/// their products are unchanged, so comparing them is immediate) and the pending requests.
private struct FavoritesLines: Equatable {
  let states: [String]
  let pending: Set<ProductID>

  init(_ favorites: FavoritesSnapshot) {
    states = favorites.stateLines
    pending = favorites.pending
  }
}

/// One part and what was made of it, as last made.
private struct PartCache<Part: Equatable, Value> {
  private var last: (part: Part, value: Value)?

  /// What `make` makes of `part`: made again only when `part` is not the last one, which sets
  /// `changed`.
  mutating func value(for part: Part, changed: inout Bool, _ make: (Part) -> Value) -> Value {
    if let last, last.part == part { return last.value }
    let value = make(part)
    last = (part, value)
    changed = true
    return value
  }
}
