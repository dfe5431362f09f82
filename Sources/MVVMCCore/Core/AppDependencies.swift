import AppContract
import Domain

/// What the UI side hands to the view models it makes — coordinators in `mvvmc`, host
/// controllers in `swiftui-mvvmc`: the services from the environment, the app-wide favourites
/// and the app's asynchronous work.
@MainActor
public struct AppDependencies {
  public let api: any ProductAPI
  public let historyStore: any HistoryStore
  public let clock: any AppClock
  public let ids: any IDGenerator
  /// Every task the view models, the favourites store and the views start.
  public let work: AsyncWork
  /// The app's one favourites store, shared by every view model that shows a favourite.
  public let favorites: FavoritesStore

  /// The environment's services, a favourites store over its API, and `work`.
  public init(environment: AppEnvironment, work: AsyncWork = AsyncWork()) {
    self.api = environment.api
    self.historyStore = environment.historyStore
    self.clock = environment.clock
    self.ids = environment.ids
    self.work = work
    self.favorites = FavoritesStore(api: environment.api, work: work)
  }
}
