import Observation
import Synchronization
import Testing

@testable import ReducerRuntime

/// The store under Observation, as a declarative view reads it: a read of `state` is tracked, and
/// a scope reports a change only when its own state changed.
@MainActor
@Suite struct StoreObservationTests {
  typealias Counter = StoreTests.Counter

  /// How many times a tracked read of a store's state was told of a change.
  final class ChangeCount: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
  }

  /// Tracks one read of `store.state`, as a view's body would.
  func changes<State, Action>(of store: Store<State, Action>) -> ChangeCount {
    let changes = ChangeCount()
    withObservationTracking {
      _ = store.state
    } onChange: {
      changes.add()
    }
    return changes
  }

  @Test func aScopeTellsObservationOnlyWhenItsOwnStateChanged() {
    let store = Store(initialState: Counter.State(), reducer: Counter())
    // A view holds its scope; so do these, for the whole test.
    let countScope = store.scope(state: \.count, action: { $0 })
    let childScope = store.scope(state: \.child, action: { $0 })
    let count = changes(of: countScope)
    let child = changes(of: childScope)
    store.send(.increment)
    #expect(count.value == 1)
    #expect(child.value == 0)
    #expect(countScope.state == 1 && childScope.state == nil)
  }

  @Test func aSendThatChangesNothingTellsNoOne() {
    let store = Store(initialState: Counter.State(), reducer: Counter())
    let root = changes(of: store)
    store.send(.setChild(nil))
    #expect(root.value == 0)
    store.send(.setChild(Counter.Child(id: 1)))
    #expect(root.value == 1)
  }
}
