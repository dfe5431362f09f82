import Domain
import ReducerTestSupport
import Synchronization
import Testing

@testable import ReducerRuntime

/// The test store's own failures: a wrong expectation must fail, with a message that says what
/// differs. Each test pins the exact text.
@MainActor
@Suite struct TestStoreFailureTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var count = 0
      var name = "a"
    }

    enum Action: Equatable, Sendable {
      case increment
      case noop
      case echo(Int)
      case wait
      case got(Int)
    }

    let call: ControlledCall<Void, Int, APIError>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment: state.count += 1
      case .noop: break
      case .echo(let value): return .send(.got(value))
      case .wait: return .run { [call] send in await send(.got((try? await call()) ?? -1)) }
      case .got(let value): state.count = value
      }
      return .none
    }
  }

  func makeStore() -> (TestStore<Feature.State, Feature.Action>, ControlledCall<Void, Int, APIError>) {
    let parking = ParkingLot()
    let call = ControlledCall<Void, Int, APIError>(parking: parking, cancelled: .cancelled)
    return (TestStore(initialState: Feature.State(), parking: parking) { Feature(call: call) }, call)
  }

  /// The messages of the issues `body` records, which must all be known issues.
  func failures(of body: () async -> Void) async -> [String] {
    let messages = Mutex<[String]>([])
    await withKnownIssue {
      await body()
    } matching: { issue in
      messages.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    return messages.withLock { $0 }
  }

  @Test func aWrongExpectationFailsWithADiff() async {
    let (store, _) = makeStore()
    let messages = await failures { store.send(.increment) { $0.count = 2 } }
    #expect(
      messages == [
        """
        The state after sending .increment does not match the expectation:

          − TestStoreFailureTests.Feature.State(count: 2, name: "a")
          + TestStoreFailureTests.Feature.State(count: 1, name: "a")

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func anUnassertedChangeFails() async {
    let (store, _) = makeStore()
    let messages = await failures { store.send(.increment) }
    #expect(
      messages.first?.hasPrefix("The state changed after sending .increment, but no change was asserted:")
        == true)
  }

  @Test func anExpectationThatChangesNothingFails() async {
    let (store, _) = makeStore()
    let messages = await failures { store.send(.noop) { $0.name = "a" } }
    #expect(
      messages == [
        "The state was expected to change after sending .noop, but it did not. Leave out the trailing "
          + "closure when no change is expected."
      ])
  }

  @Test func receivingAnotherActionThanExpectedFailsWithADiff() async {
    let (store, _) = makeStore()
    store.send(.echo(3))
    let messages = await failures { await store.receive(.got(4)) { $0.count = 3 } }
    #expect(
      messages == [
        """
        Received an unexpected action:

          − .got(4)
          + .got(3)

        (Expected: −, Received: +)
        """
      ])
  }

  @Test func receivingWhenNoEffectRunsFailsAtOnce() async {
    let (store, _) = makeStore()
    let messages = await failures { await store.receive(.got(1)) }
    #expect(messages == ["Expected to receive .got(1), but no action was received: no effect is running."])
  }

  @Test func receivingWhenEveryEffectWaitsOnTheTestFailsAtOnce() async {
    let (store, call) = makeStore()
    store.send(.wait)
    let messages = await failures { await store.receive(.got(1)) }
    #expect(
      messages == [
        "Expected to receive .got(1), but no action was received: every running effect (1) waits on a "
          + "call the test has not answered."
      ])
    call.succeed(1)
    await store.receive(.got(1)) { $0.count = 1 }
  }

  @Test func sendingBeforeHandlingReceivedActionsFails() async {
    let (store, _) = makeStore()
    store.send(.echo(5))
    let messages = await failures { store.send(.noop) }
    #expect(messages == ["Must handle 1 received action before sending .noop:\n\n  .got(5)"])
    await store.receive(.got(5)) { $0.count = 5 }
  }

  @Test func finishingWhileAnEffectWaitsOnTheTestFails() async {
    let (store, call) = makeStore()
    store.send(.wait)
    let messages = await failures { await store.finish() }
    #expect(
      messages == [
        "1 effect still running when finishing; 1 wait on calls the test has not answered. Receive their "
          + "actions, answer their calls, or cancel them."
      ])
    call.succeed(2)
    await store.receive(.got(2)) { $0.count = 2 }
  }

  @Test func endingTheTestWithUnhandledActionsAndRunningEffectsFails() async {
    let messages = await failures {
      let (store, _) = makeStore()
      store.send(.wait)
      store.send(.echo(1))
    }
    #expect(
      messages == [
        "1 received action was not handled at the end of the test:\n\n  .got(1)",
        "1 effect still running at the end of the test. Receive their actions, answer their calls, or "
          + "cancel them.",
      ])
  }

  @Test func withExhaustivityOffOnlyAssertedChangesAndActionsAreChecked() async {
    let (store, _) = makeStore()
    store.exhaustivity = .off
    store.send(.echo(1))
    store.send(.increment) { $0.count = 2 }
    store.send(.echo(7))
    await store.receive(.got(7)) { $0.count = 7 }
  }
}
