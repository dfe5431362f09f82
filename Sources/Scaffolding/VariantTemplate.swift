/// The files `arch-harness new-variant` writes for a variant called `name` (`Mvp` → module
/// `MvpApp`, type `MvpVariant`, command-line name `mvp` unless another is given): the plug-in
/// conformance, a four-tab shell with one placeholder screen per tab that builds and renders, and
/// a test target with one passing test. The scenarios fail on it, honestly, until the screens are
/// built.
public struct VariantTemplate {
  /// The UI framework a variant is written for.
  public enum Era: String, CaseIterable {
    /// On `HeadlessUI`, the UIKit stand-in: view controllers in containers.
    case uikit
    /// On `HeadlessSwiftUI`, the declarative stand-in: views in a `TabView` hosted in the window.
    case swiftui
  }

  /// The type-name stem, `Mvp`.
  public let stem: String
  /// The variant's name on the command line and in reports: `mvp`, or the one given (`mvc-massive`).
  public let commandName: String
  /// The UI framework it is written for.
  public let era: Era

  /// The template of a variant called `stem`, `commandName` on the command line.
  public init(stem: String, commandName: String? = nil, era: Era = .uikit) {
    self.stem = stem
    self.commandName = commandName ?? stem.lowercased()
    self.era = era
  }

  /// The modules the variant and its tests depend on.
  var dependencies: [String] {
    era == .swiftui
      ? ["Domain", "HeadlessUI", "HeadlessSwiftUI", "AppContract"] : ["Domain", "HeadlessUI", "AppContract"]
  }

  /// The module, its test module and the variant's type.
  public var module: String { "\(stem)App" }
  public var testModule: String { "\(stem)AppTests" }
  public var typeName: String { "\(stem)Variant" }

  /// Relative path → contents.
  public var files: [(path: String, text: String)] {
    switch era {
    case .uikit:
      [
        ("Sources/\(module)/App/\(typeName).swift", variant),
        ("Sources/\(module)/Placeholder/PlaceholderViewController.swift", placeholder),
        ("Tests/\(testModule)/\(typeName)Tests.swift", test),
      ]
    case .swiftui:
      [
        ("Sources/\(module)/App/\(typeName).swift", declarativeVariant),
        ("Sources/\(module)/App/ShellView.swift", shellView),
        ("Tests/\(testModule)/\(typeName)Tests.swift", test),
      ]
    }
  }

  private var variant: String {
    """
    import AppContract
    import Domain
    import HeadlessUI

    /// \(stem): the app built with … (describe the pattern and where each role lives).
    ///
    /// Scaffolded by `arch-harness new-variant \(stem)`: the four-tab shell with a placeholder screen
    /// per tab. Build the real screens from Docs/AppSpec.md, one tab at a time, until every scenario
    /// passes: `swift run arch-harness replay --variant \(commandName)`.
    public final class \(typeName): AppVariant {
      nonisolated public static let name = "\(commandName)"
      nonisolated public static let displayName = "\(stem)"

      private let tabBarController: TabBarController

      public init(environment: AppEnvironment, window: Window) {
        let tabs = TabBarController()
        tabs.setViewControllers(
          Tab.allCases.map { tab in
            let navigation = NavigationController(rootViewController: PlaceholderViewController(tab: tab))
            navigation.tabBarItem = TabBarItem(identifier: tab.rawValue, title: tab.title)
            return navigation
          })
        tabBarController = tabs
        window.rootViewController = tabs
      }

      public func exportState() -> AppSnapshot {
        AppSnapshot(
          products: ListSnapshot(phase: .notLoaded), favorites: FavoritesSnapshot(), detail: nil, checkout: nil,
          orders: ListSnapshot(phase: .notLoaded),
          bmi: BMISnapshot(heightText: "", weightText: "", standard: .who, outcome: "", save: .idle),
          history: ListSnapshot(phase: .notLoaded))
      }
    }

    """
  }

  private var placeholder: String {
    """
    import AppContract
    import HeadlessUI

    /// A tab's first screen until the real one is built: its title and a note.
    final class PlaceholderViewController: ViewController {
      private let tab: Tab

      init(tab: Tab) {
        self.tab = tab
        super.init()
        title = tab.title
      }

      override var screenName: String {
        switch tab {
        case .products: ScreenName.productList
        case .orders: ScreenName.orderList
        case .bmi: ScreenName.bmiForm
        case .history: ScreenName.historyList
        }
      }

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(Label(identifier: "\\(tab.rawValue).placeholder", text: "Not built yet"))
      }
    }

    """
  }

  private var test: String {
    """
    import AppContract
    import Domain
    import Foundation
    import HeadlessUI
    import Testing

    @testable import \(module)

    @MainActor
    @Suite struct \(typeName)Tests {
      @Test("Launch shows the four tabs with Products selected")
      func launchShowsTheFourTabsWithProductsSelected() throws {
        let window = Window()
        let environment = AppEnvironment(
          api: UnansweredAPI(), historyStore: EmptyHistoryStore(), clock: StillClock(), ids: CountingIDs())
        let app = \(typeName)(environment: environment, window: window)
        window.makeKeyAndVisible()
        let tabs = try #require(window.rootViewController as? TabBarController)
        #expect(tabs.viewControllers.map(\\.tabBarItem.identifier) == Tab.allCases.map(\\.rawValue))
        #expect(window.topScreenName == ScreenName.productList)
        #expect(app.exportState().canonicalLines.count == 7)
      }
    }

    // MARK: - Services that answer nothing (replace with fakes as the screens grow)

    struct UnansweredAPI: ProductAPI {
      func fetchProducts() async throws(APIError) -> [ProductDTO] { throw .network }
      func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetailDTO { throw .network }
      func setFavorite(id: ProductID, isFavorite: Bool) async throws(APIError) { throw .network }
      func placeOrder(productID: ProductID) async throws(APIError) -> OrderDTO { throw .network }
      func fetchOrders() async throws(APIError) -> [OrderDTO] { throw .network }
    }

    struct EmptyHistoryStore: HistoryStore {
      func load() async throws(StoreError) -> [BMIRecord] { [] }
      func save(_ record: BMIRecord) async throws(StoreError) {}
      func delete(id: String) async throws(StoreError) {}
    }

    struct StillClock: AppClock {
      var now: Date { Date(timeIntervalSince1970: 0) }
      func sleep(for duration: Duration) async throws {}
    }

    struct CountingIDs: IDGenerator {
      func makeID() -> String { "r1" }
    }

    """
  }
}
