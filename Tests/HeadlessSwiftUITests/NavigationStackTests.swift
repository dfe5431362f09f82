import HeadlessSwiftUI
import HeadlessUI
import Testing

/// A `NavigationStack` moves its navigation controller as its bound path changes, and the
/// user's back writes the path back.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct NavigationStackTests {
  struct PathChange: Sendable, CustomTestStringConvertible {
    let from: [String]
    let to: [String]
    let events: [String]
    var testDescription: String { "\(from) → \(to)" }
  }

  @Test(arguments: [
    PathChange(from: [], to: ["p1"], events: ["push products.detail"]),
    PathChange(from: ["p1"], to: ["p1", "p2"], events: ["push products.detail"]),
    PathChange(from: ["p1", "p2"], to: ["p1"], events: ["pop products.detail"]),
    PathChange(from: ["p1", "p2"], to: [], events: ["pop-to-root products.list"]),
    PathChange(from: ["p1"], to: ["p2"], events: ["set-stack products.list > products.detail"]),
    PathChange(
      from: ["p1"], to: ["p1", "p2", "p1"],
      events: ["set-stack products.list > products.detail > products.detail > products.detail"]),
    PathChange(from: ["p1", "p2"], to: ["p1", "p2"], events: []),
  ])
  func eachPathChangeRecordsTheNavigationEventOfTheMatchingStackChange(_ change: PathChange) async {
    let router = Router()
    router.path = change.from
    let app = SceneWindow(ShopStack(router: router))
    _ = await app.settledEvents()

    router.path = change.to

    #expect(await app.settledEvents() == change.events)
    let stack = app.window.rootViewController as? NavigationController
    #expect(stack?.viewControllers.count == change.to.count + 1)
    let names = (stack?.viewControllers.dropFirst() ?? []).map { $0.title ?? "" }
    #expect(names == change.to)
  }

  @Test func tappingARowPushesItsDetailAndTheUsersBackWritesThePathBack() async throws {
    let router = Router()
    let app = SceneWindow(ShopStack(router: router))

    try app.window.tap("product.p2")
    #expect(await app.settledEvents() == ["push products.detail"])
    #expect(try app.window.element("detail.name").renderedText == "Product p2")

    try app.window.tapBack()
    #expect(await app.settledEvents() == ["pop products.detail"])
    #expect(router.path == [])
  }

  @Test func aStackReplacementSetsTheStackEvenForOneAppendedRoute() async {
    let router = Router()
    let app = SceneWindow(ShopStack(router: router))

    withStackReplacement { router.path = ["p2"] }

    #expect(await app.settledEvents() == ["set-stack products.list > products.detail"])
    router.path.append("p1")
    #expect(await app.settledEvents() == ["push products.detail"])
  }

  @Test func aPoppedDetailReleasesItsStateAndLeavesNoLeak() async throws {
    let router = Router()
    let app = SceneWindow(ShopStack(router: router))
    router.path = ["p1", "p2"]
    _ = await app.settledEvents()
    #expect(router.madeModels.contains { $0.object != nil })

    try app.window.tapBack()
    router.path = []
    _ = await app.settledEvents()

    #expect(router.madeModels.allSatisfy { $0.object == nil })
    #expect(app.window.lifetimes.leaks() == [])
  }

  @Test func aRouteWithoutDestinationShowsAnEmptyScreenAndReportsIt() async {
    let router = Router()
    let app = SceneWindow(NavigationStack(path: Bindable(router).path) { Text("root").screenName("root") })

    router.path = ["p1"]

    let events = await app.settledEvents()
    #expect(events == ["push no-destination"])
    #expect(
      app.window.takeProblems() == ["no navigationDestination for String `p1`; an empty screen was shown"])
  }
}
