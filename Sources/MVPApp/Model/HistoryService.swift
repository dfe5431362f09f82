import Domain

/// The BMI history: loading it newest first, saving a new record stamped by the environment's
/// clock and id generator (and telling observers it was saved), deleting one.
@MainActor
final class HistoryService {
  private let store: any HistoryStore
  private let clock: any AppClock
  private let ids: any IDGenerator
  private let observers = ObserverList<any HistoryObserver>()

  init(store: any HistoryStore, clock: any AppClock, ids: any IDGenerator) {
    self.store = store
    self.clock = clock
    self.ids = ids
  }

  func addObserver(_ observer: any HistoryObserver) {
    observers.add(observer)
  }

  /// Every record, newest first.
  func loadRecords() async throws(StoreError) -> [BMIRecord] {
    try await store.load().sortedNewestFirst()
  }

  /// Saves a record of `result` for `measurement`, with a new id and the clock's date; observers
  /// hear of it before this returns.
  @discardableResult
  func saveRecord(of measurement: BMIMeasurement, result: BMIResult) async throws(StoreError) -> BMIRecord {
    let record = BMIRecord(id: ids.makeID(), date: clock.now, measurement: measurement, result: result)
    try await store.save(record)
    observers.notify { $0.historyService(self, didSave: record) }
    return record
  }

  func deleteRecord(id: String) async throws(StoreError) {
    try await store.delete(id: id)
  }
}
