import AppContract
import HeadlessUI
import ReducerCore
import ReducerRuntime
import ReducerTestSupport

@testable import ReducerApp

/// The reducer variant in a window with fake services, driven as a user would drive it.
@MainActor
final class AppHarness {
  let window = Window()
  let api: FakeProductAPI
  let historyStore = FakeHistoryStore()
  let app: ReducerVariant

  init(api: FakeProductAPI = FakeProductAPI()) {
    self.api = api
    let environment = AppEnvironment(
      api: api, historyStore: historyStore, clock: FixedClock(now: Fixtures.now), ids: SequentialIDs())
    app = ReducerVariant(environment: environment, window: window)
  }

  /// Shows the window and waits for the launch's effects.
  func launch() async {
    window.makeKeyAndVisible()
    await settle()
  }

  /// Waits until every effect the last action started has finished.
  func settle() async {
    await app.store.waitForEffects()
  }

  /// The navigation events since the last call, as text.
  func events() -> [String] {
    window.takeNavigationEvents().map(\.description)
  }
}
