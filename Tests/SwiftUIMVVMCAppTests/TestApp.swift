import AppContract
import Domain
import HeadlessSwiftUI
import HeadlessUI
import MVVMCCore
import MVVMCTestDoubles

@testable import SwiftUIMVVMCApp

/// The app in a window with fake services, driven as the harness drives it. Script the fakes
/// before ``launch()``; ``settle()`` awaits all work the app started and every view update.
@MainActor
final class TestApp {
  let api = FakeProductAPI()
  let store = FakeHistoryStore()
  let window = Window()
  let variant: SwiftUIMVVMCVariant

  init() {
    let environment = AppEnvironment(api: api, historyStore: store, clock: FakeClock(), ids: FakeIDs())
    variant = SwiftUIMVVMCVariant(environment: environment, window: window)
    api.products.answer(Fixtures.products)
    api.product.answer(Fixtures.detail())
  }

  var shell: AppShell { variant.shell }
  var tabs: TabBarController { shell.tabBarController }

  /// Shows the window, as the harness does after making the app, and settles.
  func launch() async {
    window.makeKeyAndVisible()
    await settle()
  }

  /// Waits until everything the app started has finished and every view shows its state.
  func settle() async {
    repeat {
      await shell.dependencies.work.settle()
      await ViewUpdates.settled()
    } while !shell.dependencies.work.isIdle
  }

  /// The navigation events since the last call, as canonical text.
  func events() -> [String] {
    window.takeNavigationEvents().map(\.description)
  }

  /// The text of the element `id` on screen.
  func text(_ id: String) throws -> String? {
    try window.element(id).renderedText
  }

  /// The screens of `tab`'s stack, bottom to top.
  func stack(of tab: Tab) -> [String] {
    tabs.stack(of: tab)?.viewControllers.map(\.screenName) ?? []
  }
}
