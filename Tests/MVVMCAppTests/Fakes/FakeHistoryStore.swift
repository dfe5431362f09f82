import Domain

/// A history store whose answers the test scripts, recording every call.
@MainActor
final class FakeHistoryStore: HistoryStore {
  private(set) var calls: [String] = []
  private(set) var savedRecords: [BMIRecord] = []

  let loading = Scripted<[BMIRecord], StoreError>(.answer(.success([])))
  let saving = Scripted<Void, StoreError>(.answer(.success(())))
  let deleting = Scripted<Void, StoreError>(.answer(.success(())))

  func load() async throws(StoreError) -> [BMIRecord] {
    calls.append("load")
    return try await loading.respond()
  }

  func save(_ record: BMIRecord) async throws(StoreError) {
    calls.append("save \(record.id)")
    savedRecords.append(record)
    try await saving.respond()
  }

  func delete(id: String) async throws(StoreError) {
    calls.append("delete \(id)")
    try await deleting.respond()
  }
}
