import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerApp

/// Push versus set-stack: the state says which detail the Products stack holds, the intent given
/// with the action says how it gets there. A tap pushes; a deep link sets the stack, also onto a
/// stack that holds only the list; and the intent ends with its send.
@MainActor
@Suite struct NavigationIntentTests {
  let harness = AppHarness()

  private var sync: AppNavigationSync? {
    (harness.window.sceneDelegate as? AppSceneDelegate)?.navigationSync
  }

  @Test func aLinkOntoTheListAloneSetsTheStackRatherThanPushing() async throws {
    await harness.launch()
    try harness.window.open(url: "app://products/p1")
    await harness.settle()
    #expect(
      harness.events() == ["deeplink.open app://products/p1", "set-stack products.list > products.detail"])
  }

  @Test func theLinksIntentEndsWithItsSendSoTheNextTapPushes() async throws {
    await harness.launch()
    try harness.window.open(url: "app://products/p1")
    await harness.settle()
    try harness.window.tapBack()
    await harness.settle()
    _ = harness.events()
    try harness.window.tap("product.p2")
    await harness.settle()
    #expect(harness.events() == ["push products.detail"])
    #expect(harness.app.exportState().detail?.productID == "p2")
  }

  /// The same action applies as a push or as a new stack depending only on the intent it is
  /// sent with.
  @Test(arguments: [
    (AppNavigationSync.StackIntent.push, "push products.detail"),
    (.setStack, "set-stack products.list > products.detail"),
  ])
  func theIntentAloneDecidesHowTheDetailIsShown(
    intent: AppNavigationSync.StackIntent, event: String
  ) async throws {
    await harness.launch()
    let sync = try #require(sync)
    sync.send(.productList(.delegate(.openProduct("p2"))), stackIntent: intent)
    await harness.settle()
    #expect(harness.events() == [event])
    #expect(harness.app.exportState().detail == DetailSnapshot(productID: "p2", phase: .loaded))
  }
}
