import AppContract
import Domain
import HeadlessUI
import Testing

@testable import VIPERApp

/// Builds modules with fake services and checks that a built module lets go of itself.
@MainActor
struct ModuleHarness {
  let api = FakeProductAPI {
    $0.products = .success(Fixtures.threeProducts)
    $0.details["p1"] = .success(Fixtures.detail("p1", name: "Phone", price: 1299))
  }
  let store = FakeHistoryStore { $0.records = [Fixtures.record("r1", hoursAfterNewYear: 9)] }
  let dependencies: AppDependencies

  init() {
    dependencies = AppDependencies(
      environment: AppEnvironment(api: api, historyStore: store, clock: FixedClock(), ids: SequentialIDs()))
  }

  /// The identifiers of the visible elements directly on `controller`'s view.
  static func visibleIDs(of controller: ViewController) -> [String] {
    controller.view.subviews.filter { !$0.isHidden }.compactMap(\.accessibilityIdentifier)
  }

  /// Builds a module with `make`, lets `exercise` use it, drops it and expects the view, the
  /// presenter, the interactor and the router all released.
  func expectReleasedWhole(
    _ make: () -> ViewController, exercise: (ViewController) async throws -> Void = { _ in }
  ) async throws {
    let tracker = LifetimeTracker()
    weak var released: ViewController?
    do {
      let controller = make()
      released = controller
      try await exercise(controller)
      tracker.screensLeft([controller])
      let roles = tracker.leaks().compactMap { $0.split(separator: " ").first.map(String.init) }
      #expect(roles.sorted() == ["interactor", "presenter", "router", released!.screenName].sorted())
    }
    #expect(released == nil)
    #expect(tracker.leaks().isEmpty)
  }
}

/// An app router that records what it was asked.
@MainActor
final class MockAppRouter: AppRouterInput {
  private(set) var routes: [String] = []

  func showOrders(afterPlacing order: Order) { routes.append("orders \(order.id)") }
  func showHistory(afterSaving record: BMIRecord) { routes.append("history \(record.id)") }
}
