import AppContract

/// The model layer, made once at launch: the services that wrap the API and the history store
/// and keep the app-wide state. The screen assembly hands them to the presenters, never to views.
@MainActor
struct AppServices {
  let products: ProductService
  let favorites: FavoritesService
  let orders: OrderService
  let history: HistoryService

  init(environment: AppEnvironment) {
    let favorites = FavoritesService(api: environment.api)
    self.favorites = favorites
    self.products = ProductService(api: environment.api, favorites: favorites)
    self.orders = OrderService(api: environment.api)
    self.history = HistoryService(
      store: environment.historyStore, clock: environment.clock, ids: environment.ids)
  }
}
