import AppContract
import HeadlessSwiftUI
import ReducerCore
import ReducerRuntime

/// The scene's root: four tabs, each a navigation stack over its feature's store scope. The tab
/// view binds to the selected tab, the Products stack to the ids of its details, and deep links
/// are sent to the store as a stack replacement (a link sets the stack, a tap pushes).
struct AppView: View {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  let store: AppStore
  /// Scopes made once, so that the containers follow only the state they bind to.
  private let selectedTab: Store<Tab, AppFeature.Action>
  private let path: Store<[StackElementID], AppFeature.Action>

  init(store: AppStore) {
    self.store = store
    selectedTab = store.scope(state: \.selectedTab, action: { $0 })
    path = store.scope(state: \.path.ids, action: { $0 })
  }

  var body: some View {
    TabView(selection: tabSelection) {
      NavigationStack(path: productsPath) {
        ProductListView(
          store: store.scope(
            state: { WithFavorites(screen: $0.productList, favorites: $0.favorites) },
            action: { .productList($0) })
        )
        .navigationDestination(for: StackElementID.self) { id in ProductDetailView.destination(id, in: store)
        }
      }
      .tabItem(Tab.products.title, identifier: Tab.products.rawValue).tag(Tab.products)
      NavigationStack { OrderListView(store: store.scope(state: \.orders, action: { .orders($0) })) }
        .tabItem(Tab.orders.title, identifier: Tab.orders.rawValue).tag(Tab.orders)
      NavigationStack { BMIFormView(store: store.scope(state: \.bmi, action: { .bmi($0) })) }
        .tabItem(Tab.bmi.title, identifier: Tab.bmi.rawValue).tag(Tab.bmi)
      NavigationStack { HistoryListView(store: store.scope(state: \.history, action: { .history($0) })) }
        .tabItem(Tab.history.title, identifier: Tab.history.rawValue).tag(Tab.history)
    }
    .onOpenURL(handling: open)
  }

  // MARK: - Navigation state ↔ containers

  /// The tab bar's selection: a tap on another tab tells the store.
  private var tabSelection: Binding<Tab> {
    Binding(
      get: { selectedTab.state },
      set: { [store] tab in if tab != store.state.selectedTab { store.send(.tabSelected(tab)) } })
  }

  /// The Products stack's routes: the ids of its details. The user's back (or a tab re-tap) pops
  /// the stack, which writes a shorter path: the store pops from the first id that left.
  private var productsPath: Binding<[StackElementID]> {
    Binding(
      get: { path.state },
      set: { [store] ids in
        let held = store.state.path.ids
        guard ids.count < held.count else { return }
        store.send(.path(.popFrom(id: held[ids.count])))
      })
  }

  /// A deep link: refused when unknown or while a payment runs; otherwise sent to the store. A
  /// product link's new detail sets the stack rather than being pushed (`app://products` pops to
  /// the list as a tap on the tab would).
  private func open(_ url: String) -> Bool {
    guard let link = DeepLink(url: url), store.state.acceptsDeepLinks else { return false }
    if case .product = link {
      withStackReplacement { store.send(.deepLinkOpened(link)) }
    } else {
      store.send(.deepLinkOpened(link))
    }
    return true
  }
}
