import AppContract
import ReducerRuntime

/// The dependency container: every service a feature may use, handed down from the app feature
/// to each child when the reducers are built. Live values come from the `AppEnvironment`; tests
/// build one from test values.
public struct AppDependencies: Sendable {
  public var products: ProductClient
  public var history: HistoryClient
  public var date: DateClient
  public var ids: IDClient

  public init(products: ProductClient, history: HistoryClient, date: DateClient, ids: IDClient) {
    self.products = products
    self.history = history
    self.date = date
    self.ids = ids
  }

  /// The services of `environment`.
  public static func live(_ environment: AppEnvironment) -> Self {
    Self(
      products: .live(environment.api), history: .live(environment.historyStore),
      date: .live(environment.clock), ids: .live(environment.ids))
  }
}
