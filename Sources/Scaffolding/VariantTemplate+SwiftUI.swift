// MARK: - The SwiftUI era

/// The files of a variant scaffolded with `--era swiftui`: views on `HeadlessSwiftUI`.
extension VariantTemplate {
  /// The exported state of an app that has loaded nothing yet.
  static let emptySnapshot = """
        AppSnapshot(
          products: ListSnapshot(phase: .notLoaded), favorites: FavoritesSnapshot(), detail: nil, checkout: nil,
          orders: ListSnapshot(phase: .notLoaded),
          bmi: BMISnapshot(heightText: "", weightText: "", standard: .who, outcome: "", save: .idle),
          history: ListSnapshot(phase: .notLoaded))
    """

  var declarativeVariant: String {
    """
    import AppContract
    import Domain
    import HeadlessSwiftUI
    import HeadlessUI

    /// \(stem): the app built with … (describe the pattern and where each role lives).
    ///
    /// Scaffolded by `arch-harness new-variant \(stem) --era swiftui`: a `TabView` of four tabs with a
    /// placeholder view each, hosted in the window. Build the real screens from Docs/AppSpec.md,
    /// one tab at a time, until every scenario passes:
    /// `swift run arch-harness replay --variant \(commandName)`.
    public final class \(typeName): AppVariant {
      nonisolated public static let name = "\(commandName)"
      nonisolated public static let displayName = "\(stem)"
      nonisolated public static let era = UIEra.swiftui

      /// The window's root and scene delegate (which the window holds weakly).
      private let scene: SceneHost<ShellView>

      public init(environment: AppEnvironment, window: Window) {
        scene = SceneHost(rootView: ShellView())
        window.rootViewController = scene.rootViewController
        window.sceneDelegate = scene
      }

      public func exportState() -> AppSnapshot {
    \(Self.emptySnapshot)
      }
    }

    """
  }

  var shellView: String {
    """
    import AppContract
    import HeadlessSwiftUI

    /// The scene's root: four tabs, each a navigation stack over a placeholder.
    struct ShellView: View {
      @State private var tab = Tab.products

      var body: some View {
        TabView(selection: $tab) {
          NavigationStack { PlaceholderView(tab: .products) }
            .tabItem(Tab.products.title, identifier: Tab.products.rawValue).tag(Tab.products)
          NavigationStack { PlaceholderView(tab: .orders) }
            .tabItem(Tab.orders.title, identifier: Tab.orders.rawValue).tag(Tab.orders)
          NavigationStack { PlaceholderView(tab: .bmi) }
            .tabItem(Tab.bmi.title, identifier: Tab.bmi.rawValue).tag(Tab.bmi)
          NavigationStack { PlaceholderView(tab: .history) }
            .tabItem(Tab.history.title, identifier: Tab.history.rawValue).tag(Tab.history)
        }
      }
    }

    /// A tab's first screen until the real one is built: its title and a note.
    struct PlaceholderView: View {
      let tab: Tab

      var body: some View {
        Text("Not built yet").accessibilityIdentifier("\\(tab.rawValue).placeholder")
          .navigationTitle(tab.title)
          .screenName(screenName)
      }

      private var screenName: String {
        switch tab {
        case .products: ScreenName.productList
        case .orders: ScreenName.orderList
        case .bmi: ScreenName.bmiForm
        case .history: ScreenName.historyList
        }
      }
    }

    """
  }
}
