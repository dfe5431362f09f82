import Domain

/// A history store whose answers the test scripts, recording every call.
@MainActor
public final class FakeHistoryStore: HistoryStore {
  public private(set) var calls: [String] = []
  public private(set) var savedRecords: [BMIRecord] = []

  public init() {}

  public let loading = Scripted<[BMIRecord], StoreError>(.answer(.success([])))
  public let saving = Scripted<Void, StoreError>(.answer(.success(())))
  public let deleting = Scripted<Void, StoreError>(.answer(.success(())))

  public func load() async throws(StoreError) -> [BMIRecord] {
    calls.append("load")
    return try await loading.respond()
  }

  public func save(_ record: BMIRecord) async throws(StoreError) {
    calls.append("save \(record.id)")
    savedRecords.append(record)
    try await saving.respond()
  }

  public func delete(id: String) async throws(StoreError) {
    calls.append("delete \(id)")
    try await deleting.respond()
  }
}
