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
  /// The UI framework the variant is written for: groups the reports' matrix and cost table.
  nonisolated static var era: UIEra { get }
  /// The UI-free modules this variant shares with its twin of the other era (`ReducerCore` for
  /// the reducer pair), measured, mutated and covered with it; empty for a variant that stands
  /// alone. Only a pair whose pattern claims portability shares a core (Docs/Architecture.md).
  nonisolated static var sharedCoreModules: [String] { get }

  /// Builds the app for `environment`: sets the window's root controller (the four-tab shell) and
  /// its scene delegate (deep links). The harness then calls `window.makeKeyAndVisible()`.
  init(environment: AppEnvironment, window: Window)

  /// The app's own state now, in the shape every variant shares.
  func exportState() -> AppSnapshot
}

extension AppVariant {
  /// A variant is of the UIKit era unless it says otherwise.
  nonisolated public static var era: UIEra { .uikit }
  /// A variant stands alone unless it names the core it shares.
  nonisolated public static var sharedCoreModules: [String] { [] }
}

/// The UI framework a variant is written for.
public enum UIEra: String, Sendable, CaseIterable {
  /// View controllers on the UIKit stand-in (`HeadlessUI`).
  case uikit
  /// Declarative views on the SwiftUI stand-in (`HeadlessSwiftUI`), hosted or not.
  case swiftui

  /// The era's name in reports.
  public var displayName: String {
    switch self {
    case .uikit: "UIKit era"
    case .swiftui: "SwiftUI era"
    }
  }
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
