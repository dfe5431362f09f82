import AppContract
import Domain
import HeadlessUI

@testable import VIPERApp

/// Drives the VIPER app through its window, as a user would, with fake services. After each
/// action it settles: every request the action started has been answered (or is held).
@MainActor
final class AppDriver {
  let api: FakeProductAPI
  let store: FakeHistoryStore
  let window = Window()
  let app: VIPERVariant

  init(api: FakeProductAPI = FakeProductAPI(), store: FakeHistoryStore = FakeHistoryStore()) {
    self.api = api
    self.store = store
    let environment = AppEnvironment(api: api, historyStore: store, clock: FixedClock(), ids: SequentialIDs())
    app = VIPERVariant(environment: environment, window: window)
    let runner = app.dependencies.runner
    let wake: @Sendable () -> Void = { Task { @MainActor in runner.signalChange() } }
    api.onHold(wake)
    store.onHold(wake)
  }

  func launch() async {
    window.makeKeyAndVisible()
    await settle()
  }

  /// Waits until every request the app started has answered or is parked on a hold.
  func settle() async {
    let runner = app.dependencies.runner
    while runner.runningCount > api.heldCount + store.heldCount { await runner.waitForChange() }
  }

  func tap(_ id: String) async throws {
    try window.tap(id)
    await settle()
  }

  func back() async throws {
    try window.tapBack()
    await settle()
  }

  func type(_ id: String, _ text: String) async throws {
    try window.type(id, text: text)
    await settle()
  }

  func selectTab(_ id: String) async throws {
    try window.selectTab(id)
    await settle()
  }

  func open(_ url: String) async throws {
    try window.open(url: url)
    await settle()
  }

  var screen: String { window.renderScreen() }

  /// The navigation events since the last call, as text.
  func events() -> [String] { window.takeNavigationEvents().map(\.description) }

  var state: AppSnapshot { app.exportState() }
}
