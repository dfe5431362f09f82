import AppContract

/// The app's service layer, made once at launch and handed to the view controllers that need it.
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
