import Domain

/// A history store in memory that records every call as text and can hold `save` calls until the
/// test releases them.
@MainActor
final class FakeHistoryStore: HistoryStore {
  private(set) var calls: [String] = []
  var records: [BMIRecord] = []
  var loadFailure: StoreError?
  var saveFailure: StoreError?
  /// The failure of deleting each record, by id; the others succeed.
  var deleteFailures: [String: StoreError] = [:]
  var holdsSaveCalls = false
  let heldSaveCalls = HeldCalls()

  func load() async throws(StoreError) -> [BMIRecord] {
    calls.append("load")
    if let loadFailure { throw loadFailure }
    return records
  }

  func save(_ record: BMIRecord) async throws(StoreError) {
    calls.append("save \(record.id)")
    if holdsSaveCalls { await heldSaveCalls.hold() }
    if let saveFailure { throw saveFailure }
    records.append(record)
  }

  func delete(id: String) async throws(StoreError) {
    calls.append("delete \(id)")
    if let failure = deleteFailures[id] { throw failure }
    records.removeAll { $0.id == id }
  }

  /// Forgets the calls so far.
  func resetCalls() { calls.removeAll() }
}
