import AppContract
import Domain
import Testing

@MainActor
struct ShellWindowTests {
  let app = AppDriver(
    api: FakeProductAPI {
      $0.products = .success(Fixtures.threeProducts)
      $0.details["p1"] = .success(Fixtures.detail("p1", name: "Phone", price: 1299))
      $0.details["p2"] = .success(Fixtures.detail("p2", name: "Case", price: 19.99))
    })

  @Test func bmiSaveSelectsHistoryWhichLoadsOnceAndKeepsTheFields() async throws {
    await app.launch()
    try await app.selectTab("bmi")
    try await app.type("bmi.height", "170")
    try await app.type("bmi.weight", "66")
    #expect(app.state.bmi.outcome == "22.8 Normal")
    _ = app.events()
    try await app.tap("bmi.save")
    #expect(app.events() == ["select-tab history"])
    #expect(app.store.calls == ["save(r1)", "load"])
    #expect(app.state.history == ListSnapshot(phase: .loaded, ids: ["r1"]))
    #expect(
      app.state.bmi
        == BMISnapshot(
          heightText: "170", weightText: "66", standard: .who, outcome: "22.8 Normal", save: .idle))
  }

  @Test func aSaveFinishingWhileHistoryIsOnScreenReloadsItOnceWithoutATabChange() async throws {
    await app.launch()
    try await app.selectTab("bmi")
    try await app.type("bmi.height", "170")
    try await app.type("bmi.weight", "66")
    app.store.hold("save")
    try await app.tap("bmi.save")
    try await app.selectTab("history")
    #expect(app.state.history == ListSnapshot(phase: .loaded, ids: []))
    _ = app.events()
    app.store.release("save")
    await app.settle()
    #expect(app.events().isEmpty)
    #expect(app.store.calls == ["save(r1)", "load", "load"])
    #expect(app.state.history == ListSnapshot(phase: .loaded, ids: ["r1"]))
  }

  @Test func aFailedSaveShowsTheErrorAndStays() async throws {
    app.store.script { $0.saveFailure = .unavailable }
    await app.launch()
    try await app.selectTab("bmi")
    try await app.type("bmi.height", "170")
    try await app.type("bmi.weight", "66")
    _ = app.events()
    try await app.tap("bmi.save")
    #expect(app.events().isEmpty)
    #expect(app.screen.contains(#"label bmi.error "Could not save""#))
    #expect(app.state.bmi.save == .failed)
    try await app.type("bmi.weight", "5")
    #expect(app.state.bmi.save == .idle)
    #expect(app.state.bmi.outcome == "Weight must be 2–500 kg")
  }

  @Test func aDeepLinkDismissesTheModalSelectsTheTabAndSetsTheStack() async throws {
    await app.launch()
    try await app.tap("product.p1")
    try await app.tap("detail.buy")
    try await app.selectTabAfterDismissing()
    _ = app.events()
    try await app.open("app://products/p2")
    #expect(
      app.events() == [
        "deeplink.open app://products/p2", "select-tab products", "set-stack products.list > products.detail",
      ])
    #expect(app.state.detail == DetailSnapshot(productID: "p2", phase: .loaded))
    try await app.tap("detail.buy")
    try await app.open("app://products/p1")
    #expect(
      app.events() == [
        "present checkout", "deeplink.open app://products/p1", "dismiss checkout",
        "set-stack products.list > products.detail",
      ])
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func aDeepLinkToTheRootOfTheSelectedTabRecordsOnlyTheOpen() async throws {
    await app.launch()
    try await app.open("app://products")
    #expect(app.events() == ["deeplink.open app://products"])
    try await app.open("app://products/")
    #expect(app.events() == ["deeplink.rejected app://products/"])
  }
}

extension AppDriver {
  /// Cancels the checkout and switches to Orders.
  fileprivate func selectTabAfterDismissing() async throws {
    try await tap("checkout.cancel")
    try await selectTab("orders")
  }
}
