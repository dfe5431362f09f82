import AppContract
import Domain
import HarnessTestSupport
import Testing

/// The cache gives exactly the snapshot's canonical lines, step after step, whether a list is
/// kept, replaced, changed in place or emptied.
struct CanonicalLineCacheTests {
  /// Three seeds in the plain run, eight in the soak tier.
  @Test(
    "random steps of lists and favourites, a few or hundreds, give the snapshot's own lines",
    arguments: SoakTier.choose(fast: 1...3, soak: 1...8))
  func randomStepsGiveTheSnapshotsLines(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let cache = CanonicalLineCache()
    var products = ListSnapshot<ProductID>(phase: .notLoaded)
    var orders = ListSnapshot<String>(phase: .notLoaded)
    var favorites = FavoriteTable()
    var mostLines = 0
    for step in 0..<200 {
      if step % 50 == 25 {
        // Hundreds at once: the favourites take several lines.
        for _ in 0..<300 { favorites[ProductID("p\(random.next(upTo: 700))")] = random.next(upTo: 2) == 0 }
      }
      switch random.next(upTo: 8) {
      case 0: products = ListSnapshot(phase: .loading)
      case 1:
        products = ListSnapshot(phase: .loaded, ids: (0..<random.next(upTo: 50)).map { ProductID("p\($0)") })
      case 2 where !products.ids.isEmpty: products.ids[random.next(upTo: products.ids.count)] = "p-moved"
      case 3: products.message = random.next(upTo: 2) == 0 ? nil : "Could not update favourite"
      case 4: orders = ListSnapshot(phase: .loaded, ids: orders.ids + ["o\(step)"])
      case 5: favorites[ProductID("p\(random.next(upTo: 700))")] = random.next(upTo: 2) == 0
      default: break
      }
      let snapshot = AppSnapshot.empty(
        products: products, favorites: FavoritesSnapshot(states: favorites), orders: orders)
      let lines = cache.lines(for: snapshot)
      #expect(lines == snapshot.canonicalLines, "seed \(seed), step \(step)")
      mostLines = max(mostLines, lines.count)
    }
    #expect(mostLines > 8)
  }

  @Test("an export that changed nothing gets the last lines back, the same array")
  func anUnchangedExportGetsTheSameArray() {
    let cache = CanonicalLineCache()
    let favorites = FavoriteTable(
      Dictionary(uniqueKeysWithValues: (1...600).map { (ProductID("p\($0)"), false) }))
    let snapshot = AppSnapshot.empty(favorites: FavoritesSnapshot(states: favorites))
    let first = cache.lines(for: snapshot)
    let second = cache.lines(for: snapshot)
    #expect(first.count == 9)
    #expect(
      first.withUnsafeBufferPointer { $0.baseAddress } == second.withUnsafeBufferPointer { $0.baseAddress })
    let pending = AppSnapshot.empty(favorites: FavoritesSnapshot(states: favorites, pending: ["p7"]))
    #expect(cache.lines(for: pending) == pending.canonicalLines)
    #expect(cache.lines(for: snapshot) == first)
  }

  @Test("a list that changed in place, in the same array, is printed again")
  func aListChangedInPlaceIsPrintedAgain() {
    let cache = CanonicalLineCache()
    var products = ListSnapshot<ProductID>(phase: .loaded, ids: ["p1", "p2"])
    #expect(cache.lines(for: .empty(products: products))[0] == "products: loaded [p1, p2]")
    products.ids[1] = "p3"
    #expect(cache.lines(for: .empty(products: products))[0] == "products: loaded [p1, p3]")
    products.phase = .failed
    #expect(cache.lines(for: .empty(products: products))[0] == "products: failed")
  }
}
