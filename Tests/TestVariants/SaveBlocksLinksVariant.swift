import AppContract
import Domain
import HeadlessUI
import MVCApp
import Synchronization

/// The MVC app with one rare planted bug for the explorer's tests: while a BMI save is in flight
/// it refuses every deep link (the specification refuses links only while a payment is
/// processing). A flow shows it only after several specific steps: a valid height and weight on
/// the BMI form, a save that takes time, and a valid link before the save answers.
public final class SaveBlocksLinksVariant: AppVariant {
  nonisolated public static let name = "save-blocks-links"
  nonisolated public static let displayName =
    "MVC that refuses deep links while a BMI save is in flight (harness tests only)"

  private let base: MVCVariant
  private let sceneDelegate: SaveAwareSceneDelegate

  public init(environment: AppEnvironment, window: Window) {
    let store = SaveCountingStore(wrapping: environment.historyStore)
    base = MVCVariant(
      environment: AppEnvironment(
        api: environment.api, historyStore: store, clock: environment.clock, ids: environment.ids),
      window: window)
    sceneDelegate = SaveAwareSceneDelegate(wrapping: window.sceneDelegate, store: store)
    window.sceneDelegate = sceneDelegate
  }

  public func exportState() -> AppSnapshot { base.exportState() }
}

/// A history store that knows how many saves are in flight; it adds no suspension of its own, so
/// the app's work runs in the same order as with the store it wraps.
final class SaveCountingStore: HistoryStore {
  private let base: any HistoryStore
  private let savesInFlight = Atomic(0)

  init(wrapping base: any HistoryStore) {
    self.base = base
  }

  var isSaving: Bool { savesInFlight.load(ordering: .relaxed) > 0 }

  func load() async throws(StoreError) -> [BMIRecord] { try await base.load() }

  func save(_ record: BMIRecord) async throws(StoreError) {
    savesInFlight.add(1, ordering: .relaxed)
    defer { savesInFlight.subtract(1, ordering: .relaxed) }
    try await base.save(record)
  }

  func delete(id: String) async throws(StoreError) { try await base.delete(id: id) }
}

/// Passes deep links on to the app's own handler, except while a save is in flight.
@MainActor
final class SaveAwareSceneDelegate: SceneDelegate {
  private let wrapped: (any SceneDelegate)?
  private let store: SaveCountingStore

  init(wrapping wrapped: (any SceneDelegate)?, store: SaveCountingStore) {
    self.wrapped = wrapped
    self.store = store
  }

  func scene(_ window: Window, open url: String) -> Bool {
    store.isSaving ? false : wrapped?.scene(window, open: url) ?? false
  }
}
