import Domain
import Foundation
import HarnessTestSupport
import ScenarioLanguage
import Testing

@testable import Replay

@Suite struct ScriptedHistoryStoreTests {
  private let clock = ImmediateClock()
  private let log = ServiceCallLog()

  /// A store seeded with `fixtures/history-2.json` (h1 older, h2 newer) and scripted by `lines`.
  private func makeStore(_ lines: String = "", clock: (any AppClock)? = nil) throws -> ScriptedHistoryStore {
    let source = "scenario: Store\nstore seed fixtures/history-2.json\n\(lines)\nlaunch\n"
    let scenario = try TestScenarios.scenario(source)
    return ScriptedHistoryStore(scenario: scenario, clock: clock ?? self.clock, log: log)
  }

  private func makeRecord(_ id: String, minutesAfterStart minutes: Double = 0) -> BMIRecord {
    let measurement = BMIMeasurement(heightCm: 180, weightKg: 75)
    return BMIRecord(
      id: id, date: Scenario.defaultStartDate.addingTimeInterval(minutes * 60), measurement: measurement,
      result: BMIResult(measurement: measurement, standard: .who))
  }

  @Test func loadAnswersTheSeedNewestFirst() async throws {
    let store = try makeStore()
    #expect(try await store.load().map(\.id) == ["h2", "h1"])
    #expect(log.calls == ["store.load"])
    #expect(clock.sleptDurations == [])
  }

  @Test func saveAddsARecordThatLaterLoadsSee() async throws {
    let store = try makeStore()
    try await store.save(makeRecord("r1"))
    #expect(try await store.load().map(\.id) == ["r1", "h2", "h1"])
    #expect(log.calls == ["store.save(r1)", "store.load"])
  }

  @Test func saveWithAnExistingIDReplacesThatRecord() async throws {
    let store = try makeStore()
    try await store.save(makeRecord("r1"))
    try await store.save(makeRecord("r1", minutesAfterStart: 5))
    #expect(store.records.map(\.id) == ["r1", "h2", "h1"])
    #expect(store.records.first?.date == Scenario.defaultStartDate.addingTimeInterval(300))
  }

  @Test func deleteRemovesTheRecordAndAnUnknownIDIsNotFound() async throws {
    let store = try makeStore()
    try await store.delete(id: "h1")
    #expect(store.records.map(\.id) == ["h2"])
    await #expect(throws: StoreError.notFound(id: "h1")) { try await store.delete(id: "h1") }
    #expect(log.calls == ["store.delete(h1)", "store.delete(h1)"])
  }

  @Test func failingSaveLeavesTheRecordsUnchanged() async throws {
    let store = try makeStore("store save -> fail")
    await #expect(throws: StoreError.unavailable) { try await store.save(makeRecord("r1")) }
    #expect(store.records.map(\.id) == ["h2", "h1"])
  }

  @Test func onceFailureFailsOnlyTheFirstCall() async throws {
    let store = try makeStore("store delete -> fail once")
    await #expect(throws: StoreError.unavailable) { try await store.delete(id: "h1") }
    try await store.delete(id: "h1")
    #expect(store.records.map(\.id) == ["h2"])
  }

  @Test func nthCallRuleFailsOnlyThatCall() async throws {
    let store = try makeStore("store load -> fail on call 2")
    _ = try await store.load()
    await #expect(throws: StoreError.unavailable) { try await store.load() }
    #expect(try await store.load().count == 2)
  }

  @Test func latencyIsSleptOnTheClock() async throws {
    let store = try makeStore("store load -> ok after 50ms\nstore save -> ok after 1s")
    _ = try await store.load()
    try await store.save(makeRecord("r1"))
    #expect(clock.sleptDurations == [.milliseconds(50), .seconds(1)])
  }

  @Test func clockTearDownAnswersCancelledChangesNothingAndRecordsNoCancellation() async throws {
    let store = try makeStore("store delete -> ok after 50ms", clock: CancellingClock())
    await #expect(throws: StoreError.cancelled) { try await store.delete(id: "h1") }
    #expect(store.records.map(\.id) == ["h2", "h1"])
    #expect(log.calls == ["store.delete(h1)"])
  }

  @Test func waitEndedByCancellingTheTaskRecordsTheCancelledCall() async throws {
    let clock = ParkingClock()
    let store = try makeStore("store load -> ok after 50ms", clock: clock)
    let task = Task { try await store.load() }
    await clock.firstSleeper()

    task.cancel()

    await #expect(throws: StoreError.cancelled) { try await task.value }
    #expect(log.calls == ["store.load", "cancelled store.load"])
  }

  @Test func unscriptedCallFromACancelledTaskRecordsTheCancelledCallAndChangesNothing() async throws {
    let store = try makeStore()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await store.delete(id: "h1")
    }
    await #expect(throws: StoreError.cancelled) { try await task.value }
    #expect(store.records.map(\.id) == ["h2", "h1"])
    #expect(log.calls == ["store.delete(h1)", "cancelled store.delete(h1)"])
  }
}
