import AppContract
import Domain

/// What coordinators hand to the view models they make: the services from the environment, the
/// app-wide favourites and the app's asynchronous work.
@MainActor
struct AppDependencies {
  let api: any ProductAPI
  let historyStore: any HistoryStore
  let clock: any AppClock
  let ids: any IDGenerator
  let work: AsyncWork
  let favorites: FavoritesStore

  init(environment: AppEnvironment, work: AsyncWork = AsyncWork()) {
    self.api = environment.api
    self.historyStore = environment.historyStore
    self.clock = environment.clock
    self.ids = environment.ids
    self.work = work
    self.favorites = FavoritesStore(api: environment.api, work: work)
  }
}
