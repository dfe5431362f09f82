import AppTestDoubles
import Domain
import Testing

@testable import MVCApp

@MainActor
@Suite struct HistoryServiceTests {
  @Test func saveStampsTheRecordWithANewIDAndTheClocksDate() async throws {
    let app = TestApp()
    let measurement = BMIMeasurement(heightCm: 170, weightKg: 66)
    let result = BMIResult(measurement: measurement, standard: .taiwan)
    let record = try await app.services.history.saveRecord(of: measurement, result: result)
    #expect(record.id == "r1")
    #expect(record.date == FixedClock.instant)
    #expect(record.value == 22.8 && record.standard == .taiwan)
    #expect(app.store.calls == ["save r1"])
  }

  @Test func loadSortsNewestFirst() async throws {
    let app = TestApp()
    app.store.records = [Fixtures.record(id: "a", hour: 0), Fixtures.record(id: "b", hour: 2)]
    let records = try await app.services.history.loadRecords()
    #expect(records.map(\.id) == ["b", "a"])
  }

  @Test func deleteGoesThroughTheStore() async throws {
    let app = TestApp()
    app.store.records = [Fixtures.record(id: "a", hour: 0)]
    try await app.services.history.deleteRecord(id: "a")
    #expect(app.store.records.isEmpty)
    #expect(app.store.calls == ["delete a"])
  }
}
