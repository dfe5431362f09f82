import Domain
import Testing

@testable import VIPERApp

/// Records the changes it hears.
@MainActor
final class FavoritesRecorder: FavoritesObserver {
  private(set) var changes: [FavoritesChange] = []
  func favoritesDidChange(_ change: FavoritesChange) { changes.append(change) }
}

@MainActor
struct FavoritesServiceTests {
  let api = FakeProductAPI()
  let runner = TaskRunner()
  let service: FavoritesService

  init() { service = FavoritesService(api: api, runner: runner) }

  @Test func successSetsTheRequestedStateAndClearsPending() async {
    service.record([Fixtures.product("p1", name: "Phone", price: 1).toDomain()])
    #expect(service.toggle("p1") {})
    #expect(!service.toggle("p1") {})
    #expect(service.states.pending == ["p1"])
    await runner.settle()
    #expect(service.states == FavoriteStates(isFavorite: ["p1": true]))
    #expect(api.calls == ["setFavorite(p1, true)"])
  }

  @Test func failureKeepsTheStateAndCallsBack() async {
    api.script { $0.setFavorite = .failure(.network) }
    var failures = 0
    service.toggle("p1") { failures += 1 }
    await runner.settle()
    #expect(failures == 1)
    #expect(service.states == FavoriteStates())
  }

  @Test func observersAreHeldWeaklyAndToldOfEveryChange() async {
    let kept = FavoritesRecorder()
    var dropped: FavoritesRecorder? = FavoritesRecorder()
    weak let droppedReference = dropped
    service.addObserver(kept)
    service.addObserver(dropped!)
    dropped = nil
    #expect(droppedReference == nil)
    service.toggle("p2") {}
    await runner.settle()
    #expect(kept.changes == [.toggleStarted("p2"), .updated])
  }
}
