import AppContract
import Domain
import HarnessTestSupport
import Testing

/// The cache gives exactly the snapshot's canonical lines, step after step, whether a list is
/// kept, replaced, changed in place or emptied.
struct CanonicalLineCacheTests {
  @Test("random steps of lists and favourites give the snapshot's own lines", arguments: 1...8)
  func randomStepsGiveTheSnapshotsLines(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let cache = CanonicalLineCache()
    var products = ListSnapshot<ProductID>(phase: .notLoaded)
    var orders = ListSnapshot<String>(phase: .notLoaded)
    var favorites = FavoriteTable()
    for step in 0..<200 {
      switch random.next(upTo: 8) {
      case 0: products = ListSnapshot(phase: .loading)
      case 1:
        products = ListSnapshot(phase: .loaded, ids: (0..<random.next(upTo: 50)).map { ProductID("p\($0)") })
      case 2 where !products.ids.isEmpty: products.ids[random.next(upTo: products.ids.count)] = "p-moved"
      case 3: products.message = random.next(upTo: 2) == 0 ? nil : "Could not update favourite"
      case 4: orders = ListSnapshot(phase: .loaded, ids: orders.ids + ["o\(step)"])
      case 5: favorites[ProductID("p\(random.next(upTo: 60))")] = random.next(upTo: 2) == 0
      default: break
      }
      let snapshot = AppSnapshot.empty(
        products: products, favorites: FavoritesSnapshot(states: favorites), orders: orders)
      #expect(cache.lines(for: snapshot) == snapshot.canonicalLines, "seed \(seed), step \(step)")
    }
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
