import Domain

/// A history store in memory that records every call as text and can hold `save` calls until the
/// test releases them.
@MainActor
public final class FakeHistoryStore: HistoryStore {
  public private(set) var calls: [String] = []
  public var records: [BMIRecord] = []
  public var loadFailure: StoreError?
  public var saveFailure: StoreError?
  /// The failure of every delete, when set.
  public var deleteFailure: StoreError?
  /// The failure of deleting each record, by id (when ``deleteFailure`` is not set).
  public var deleteFailures: [String: StoreError] = [:]
  public var holdsSaveCalls = false
  public let heldSaveCalls = HeldCalls()

  public init() {}

  public func load() async throws(StoreError) -> [BMIRecord] {
    calls.append("load")
    if let loadFailure { throw loadFailure }
    return records
  }

  public func save(_ record: BMIRecord) async throws(StoreError) {
    calls.append("save \(record.id)")
    if holdsSaveCalls { await heldSaveCalls.hold() }
    if let saveFailure { throw saveFailure }
    records.append(record)
  }

  public func delete(id: String) async throws(StoreError) {
    calls.append("delete \(id)")
    if let failure = deleteFailure ?? deleteFailures[id] { throw failure }
    records.removeAll { $0.id == id }
  }

  /// Forgets the calls so far.
  public func resetCalls() { calls.removeAll() }
}
