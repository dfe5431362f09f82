import HeadlessSwiftUI
import HeadlessUI
import Testing

/// A declarative app driven by state renders and navigates as its hand-built HeadlessUI
/// equivalent: same screens, same elements, same navigation events, step by step.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct EquivalenceTests {
  enum Action: Sendable {
    case tap(String)
    case back
    case swipe
  }

  static let flow: [Action] = [
    .tap("product.p1"), .tap("detail.buy"), .swipe, .tap("detail.buy"), .tap("checkout.confirm"), .swipe,
    .tap("checkout.done"), .tap("product.p2"), .back,
  ]

  func perform(_ action: Action, in window: Window) throws {
    switch action {
    case .tap(let id): try window.tap(id)
    case .back: try window.tapBack()
    case .swipe: try window.swipeDismiss()
    }
  }

  @Test func aListPushingADetailWithASheetMatchesTheHandBuiltAppAtEveryStep() async throws {
    let handBuilt = Window()
    handBuilt.rootViewController = HandBuiltShop.make()
    handBuilt.makeKeyAndVisible()
    let router = Router()
    let hosted = SceneWindow(ShopStack(router: router))
    #expect(hosted.window.renderScreen() == handBuilt.renderScreen())

    var recorded: [String] = []
    for (step, action) in Self.flow.enumerated() {
      try perform(action, in: handBuilt)
      try perform(action, in: hosted.window)
      let events = await hosted.settledEvents()
      recorded += events
      #expect(events == handBuilt.takeNavigationEvents().map(\.description), "step \(step + 1)")
      #expect(hosted.window.renderScreen() == handBuilt.renderScreen(), "step \(step + 1)")
      #expect(hosted.window.reachableIdentifiers() == handBuilt.reachableIdentifiers(), "step \(step + 1)")
    }
    #expect(
      recorded == [
        "push products.detail", "present checkout", "dismiss checkout", "present checkout",
        "dismiss checkout",
        "pop-to-root products.list", "push products.detail", "pop products.detail",
      ])
    #expect(hosted.window.lifetimes.leaks() == [])
  }
}
