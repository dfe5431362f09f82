import AppContract
import AppTestDoubles
import HeadlessSwiftUI
import HeadlessUI

@testable import SwiftUIReducerApp

/// The SwiftUI reducer app in a window with fake services, driven as a user would drive it, and
/// waited on without the replay runtime: the store's effects, then the views' updates and the
/// navigation transaction, until both are quiet.
@MainActor
final class AppWindow {
  let window = Window()
  let api = FakeProductAPI()
  let app: SwiftUIReducerVariant

  init() {
    let environment = AppEnvironment(
      api: api, historyStore: FakeHistoryStore(), clock: FixedClock(), ids: SequentialIDs())
    app = SwiftUIReducerVariant(environment: environment, window: window)
  }

  /// Shows the window and waits for the launch's effects and updates.
  func launch() async {
    window.makeKeyAndVisible()
    await settle()
  }

  /// Waits for the effects of the last action and every update they cause.
  func settle() async {
    for _ in 0..<3 {
      await ViewUpdates.settled()
      await app.store.waitForEffects()
    }
    await ViewUpdates.settled()
  }

  /// The navigation events since the last call, as text.
  func events() -> [String] {
    window.takeNavigationEvents().map(\.description)
  }
}
