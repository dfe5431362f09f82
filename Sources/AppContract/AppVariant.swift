import Domain
import HeadlessUI

/// How the harness plugs in one architecture: make the app for an environment of services, put
/// it in a window, and export its state in the shared, architecture-neutral shape.
///
/// The harness never calls anything else on a variant: it drives the window as a user would.
@MainActor
public protocol AppVariant: AnyObject, SendableMetatype {
  /// The variant's name on the command line and in reports (`mvc`, `mvp`, `mvvmc`, `viper`, `reducer`).
  nonisolated static var name: String { get }
  /// The pattern's full name for reports ("MVVM + Coordinator").
  nonisolated static var displayName: String { get }

  /// Builds the app for `environment`: sets the window's root controller (the four-tab shell) and
  /// its scene delegate (deep links). The harness then calls `window.makeKeyAndVisible()`.
  init(environment: AppEnvironment, window: Window)

  /// The app's own state now, in the shape every variant shares.
  func exportState() -> AppSnapshot
}

/// Everything from outside the app: the services, the clock and the id generator.
public struct AppEnvironment: Sendable {
  public let api: any ProductAPI
  public let historyStore: any HistoryStore
  public let clock: any AppClock
  public let ids: any IDGenerator

  public init(api: any ProductAPI, historyStore: any HistoryStore, clock: any AppClock, ids: any IDGenerator)
  {
    self.api = api
    self.historyStore = historyStore
    self.clock = clock
    self.ids = ids
  }
}
