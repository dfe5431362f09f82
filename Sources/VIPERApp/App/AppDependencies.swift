import AppContract
import Domain

/// What the builders inject into interactors: the environment's services and the app's shared
/// services. One instance per app.
@MainActor
final class AppDependencies {
  let api: any ProductAPI
  let historyStore: any HistoryStore
  let clock: any AppClock
  let ids: any IDGenerator
  /// Where all asynchronous work runs.
  let runner: TaskRunner
  /// The one favourite state app-wide.
  let favorites: FavoritesService
  /// Order placement, and whether a payment is in progress.
  let payments: PaymentService

  init(environment: AppEnvironment) {
    api = environment.api
    historyStore = environment.historyStore
    clock = environment.clock
    ids = environment.ids
    runner = TaskRunner()
    favorites = FavoritesService(api: environment.api, runner: runner)
    payments = PaymentService(api: environment.api, runner: runner)
  }
}
