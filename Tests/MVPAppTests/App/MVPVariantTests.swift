import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import MVPApp

@MainActor
struct MVPVariantTests {
  @Test("Launch shows the four tabs with the Products list selected, loading, and exports its state")
  func launchShowsTheShell() async throws {
    let model = TestModel()
    let window = Window()
    let app = MVPVariant(
      environment: AppEnvironment(
        api: model.api, historyStore: model.store, clock: FixedClock(), ids: SequentialIDs()),
      window: window)
    window.makeKeyAndVisible()
    let tabs = try #require(window.rootViewController as? TabBarController)
    #expect(tabs.viewControllers.map(\.tabBarItem.identifier) == Tab.allCases.map(\.rawValue))
    #expect(window.topScreenName == ScreenName.productList)
    #expect(app.exportState().products == ListSnapshot(phase: .loading))
    await app.productList.presenter.loadTask?.value
    #expect(app.exportState().products == ListSnapshot(phase: .loaded, ids: ["p1", "p2"]))
  }
}
