import AppContract
import Domain
import HeadlessUI
import MVVMCCore
import MVVMCTestDoubles

@testable import MVVMCApp

/// The MVVMC app in a window with fake services, driven as the harness drives it. Script the
/// fakes before ``launch()``; ``settle()`` awaits all work the app started.
@MainActor
final class TestApp {
  let api = FakeProductAPI()
  let store = FakeHistoryStore()
  let window = Window()
  let variant: MVVMCVariant

  init() {
    let environment = AppEnvironment(api: api, historyStore: store, clock: FakeClock(), ids: FakeIDs())
    variant = MVVMCVariant(environment: environment, window: window)
    api.products.answer(Fixtures.products)
    api.product.answer(Fixtures.detail())
  }

  var coordinator: AppCoordinator { variant.appCoordinator }

  /// Shows the window, as the harness does after making the app, and settles.
  func launch() async {
    window.makeKeyAndVisible()
    await settle()
  }

  /// Waits until everything the app started has finished.
  func settle() async {
    await coordinator.dependencies.work.settle()
  }

  /// The navigation events since the last call, as canonical text.
  func events() -> [String] {
    window.takeNavigationEvents().map(\.description)
  }

  /// The canonical lines of the rendered screen.
  var screen: [String] {
    window.renderScreen().split(separator: "\n").map(String.init)
  }

  /// The text of the element `id` on screen.
  func text(_ id: String) throws -> String? {
    try window.element(id).renderedText
  }
}
