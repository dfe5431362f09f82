import Domain
import Synchronization

/// The favourite state of every product an app has heard of, kept in the shape it is exported
/// in: a dictionary that also remembers which products changed, so that its canonical text (every
/// state, sorted by product) costs what changed since it was last made, not the number of
/// products. A variant that keeps its favourites in a table, rather than in a dictionary it maps
/// into a ``FavoritesSnapshot`` on every export, exports 100,000 favourites per step in time
/// proportional to the step's changes.
///
/// It is a value: copies are independent. A copy shares the states with the table it was copied
/// from; while it is shared (a reducer app's views keep the state they rendered), a change is
/// written on top of it rather than into a copy of 100,000 states, and folded in once the changes
/// on top are many. Copies share the memo of the canonical text too, which checks, before it
/// patches, that the changes it patches from are this copy's.
public struct FavoriteTable: Equatable, Sendable, ExpressibleByDictionaryLiteral {
  /// The states this table shares with its copies; only a table holding it alone writes into it.
  private var base: Base
  /// The states set (or forgotten, nil) since the base was last shared.
  private var overlay: [ProductID: Bool?] = [:]
  /// The products set since `journalBase`, with the version each set made, oldest first.
  private var journal: [(version: Int, id: ProductID)] = []
  /// The version the journal starts from; nil when its start was forgotten.
  private var journalBase: Int?
  /// This value's version: unique to its contents' history, in this process.
  private var version: Int
  private let memo = FavoriteLinesMemo()

  /// A table of `states`.
  public init(_ states: [ProductID: Bool] = [:]) {
    base = Base(states)
    version = Self.nextVersion()
    journalBase = states.isEmpty ? version : nil
  }

  public init(dictionaryLiteral elements: (ProductID, Bool)...) {
    self.init(Dictionary(elements) { _, last in last })
  }

  /// The states, as a dictionary.
  public var states: [ProductID: Bool] {
    guard !overlay.isEmpty else { return base.states }
    var states = base.states
    for (id, state) in overlay { states[id] = state }
    return states
  }

  /// How many products have a state.
  public var count: Int {
    overlay.reduce(base.states.count) { count, change in
      switch (base.states[change.key] != nil, change.value != nil) {
      case (false, true): count + 1
      case (true, false): count - 1
      default: count
      }
    }
  }

  /// Whether no product has a state.
  public var isEmpty: Bool { count == 0 }

  /// The state of `id`; nil when the app has not heard of it. Setting nil forgets it.
  public subscript(id: ProductID) -> Bool? {
    get { overlay.isEmpty ? base.states[id] : overlay[id] ?? base.states[id] }
    set {
      if isKnownUniquelyReferenced(&base) {
        fold()
        let old =
          newValue.map { base.states.updateValue($0, forKey: id) } ?? base.states.removeValue(forKey: id)
        guard old != newValue else { return }
      } else {
        guard self[id] != newValue else { return }
        overlay[id] = .some(newValue)
        // Many changes (a payload): one copy of the states, then the rest are written in place.
        if overlay.count > Self.overlayCapacity { fold() }
      }
      version = Self.nextVersion()
      journal.append((version, id))
      if journal.count > Self.journalCapacity {
        journalBase = journal[Self.journalCapacity / 2 - 1].version
        journal.removeFirst(Self.journalCapacity / 2)
      }
    }
  }

  /// Writes the overlay into states of this table's own.
  private mutating func fold() {
    guard !overlay.isEmpty else { return }
    if !isKnownUniquelyReferenced(&base) { base = Base(base.states) }
    for (id, state) in overlay { base.states[id] = state }
    overlay = [:]
  }

  /// Equal when the states are. A table compared with an earlier version of itself (as a view
  /// compares the state it rendered with the new one) compares the products changed since, not
  /// every product.
  public static func == (lhs: FavoriteTable, rhs: FavoriteTable) -> Bool {
    if lhs.version == rhs.version { return true }
    if let changed = rhs.changes(since: lhs.version) ?? lhs.changes(since: rhs.version) {
      return changed.allSatisfy { lhs[$0] == rhs[$0] }
    }
    return lhs.states == rhs.states
  }

  // MARK: - Canonical text

  /// Every state, `id=on` or `id=off`, sorted by product and separated by spaces; `none` when
  /// there is none. Made from ``canonicalLines``: its length is the number of products.
  public var canonicalText: String {
    let lines = canonicalLines
    guard !lines.isEmpty else { return "none" }
    return lines.map { $0.dropFirst(FavoriteLinesMemo.prefix.count) }.joined(separator: " ")
  }

  /// The exported state's favourites lines (`favorites: p1=on p2=off …`, a run of 256 products
  /// each, in product order); none when there is no state. Made in full once, then patched: a
  /// change makes one line again, and the others are the same strings as before.
  var canonicalLines: [String] {
    memo.lines(for: self)
  }

  /// The products changed since `version`, if this value's journal goes back that far.
  func changes(since version: Int) -> [ProductID]? {
    if version == self.version { return [] }
    if version == journalBase { return journal.map(\.id) }
    // Versions grow along the journal: find `version` by halving.
    var low = 0
    var high = journal.count
    while low < high {
      let middle = (low + high) / 2
      if journal[middle].version < version { low = middle + 1 } else { high = middle }
    }
    guard low < journal.count, journal[low].version == version else { return nil }
    return journal[(low + 1)...].map(\.id)
  }

  var currentVersion: Int { version }

  /// How many changes a table remembers; a memo older than that is rebuilt.
  static let journalCapacity = 1024
  /// How many changes a shared table writes on top before it copies the states.
  static let overlayCapacity = 256

  private static let versions = Atomic<Int>(0)

  private static func nextVersion() -> Int {
    versions.add(1, ordering: .relaxed).newValue
  }
}

/// States shared by copies of a table.
private final class Base: @unchecked Sendable {
  // `@unchecked`: written only by a table that holds the only reference (checked with
  // `isKnownUniquelyReferenced`), like the storage of any copy-on-write value.
  var states: [ProductID: Bool]

  init(_ states: [ProductID: Bool]) { self.states = states }
}

// MARK: - Reflection

extension FavoriteTable: CustomReflectable {
  /// The states, as a dictionary's: what a dump or a test's diff shows, not the bookkeeping.
  public var customMirror: Mirror {
    Mirror(self, children: states.map { (label: String?.none, value: $0 as Any) }, displayStyle: .dictionary)
  }
}
