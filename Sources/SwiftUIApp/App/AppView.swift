import AppContract
import HeadlessSwiftUI

/// The scene's root: four tabs, each a navigation stack; the models and services in the
/// environment; deep links handed to the app model.
struct AppView: View {
  let app: AppModel
  let environment: AppEnvironment

  var body: some View {
    TabView(selection: Bindable(app.router).tab) {
      NavigationStack(path: Bindable(app.router).productsPath) { ProductListView() }
        .tabItem(Tab.products.title, identifier: Tab.products.rawValue).tag(Tab.products)
      NavigationStack { OrderListView() }
        .tabItem(Tab.orders.title, identifier: Tab.orders.rawValue).tag(Tab.orders)
      NavigationStack { BMIFormView() }
        .tabItem(Tab.bmi.title, identifier: Tab.bmi.rawValue).tag(Tab.bmi)
      NavigationStack { HistoryListView() }
        .tabItem(Tab.history.title, identifier: Tab.history.rawValue).tag(Tab.history)
    }
    .onOpenURL(handling: { app.open($0) })
    .environment(app.router)
    .environment(app.favorites)
    .environment(app.products)
    .environment(app.orders)
    .environment(app.bmi)
    .environment(app.history)
    .environment(\.productAPI, environment.api)
    .environment(\.historyStore, environment.historyStore)
    .environment(\.appClock, environment.clock)
    .environment(\.idGenerator, environment.ids)
  }
}
