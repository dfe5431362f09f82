import Domain
import Foundation
import HarnessTestSupport
import ScenarioLanguage
import Synchronization
import Testing

@testable import Replay

/// `store load -> stale`: a load that answers late, with the records as they were when it was
/// called, even when its task was cancelled meanwhile.
@Suite struct StaleLoadTests {
  private let log = ServiceCallLog()

  private func makeStore(_ lines: String, clock: any AppClock) throws -> ScriptedHistoryStore {
    let source = "scenario: Store\nstore seed fixtures/history-2.json\n\(lines)\nlaunch\n"
    return ScriptedHistoryStore(scenario: try TestScenarios.scenario(source), clock: clock, log: log)
  }

  private func makeRecord(_ id: String) -> BMIRecord {
    let measurement = BMIMeasurement(heightCm: 180, weightKg: 75)
    return BMIRecord(
      id: id, date: Scenario.defaultStartDate, measurement: measurement,
      result: BMIResult(measurement: measurement, standard: .who))
  }

  @Test func aCancelledStaleLoadStillAnswersTheRecordsAsTheyWereWhenItWasCalled() async throws {
    let clock = GateClock()
    let store = try makeStore("store load -> stale after 300ms", clock: clock)
    let task = Task { try await store.load() }
    await clock.firstSleeper()
    try await store.save(makeRecord("r1"))

    task.cancel()
    clock.open()

    #expect(try await task.value.map(\.id) == ["h2", "h1"])
    #expect(log.calls == ["store.load", "store.save(r1)", "cancelled store.load"])
    #expect(store.records.map(\.id) == ["r1", "h2", "h1"])
  }

  @Test func aStaleLoadWhoseClockIsTornDownAnswersCancelledAndRecordsNoCancellation() async throws {
    let store = try makeStore("store load -> stale after 50ms", clock: CancellingClock())
    await #expect(throws: StoreError.cancelled) { try await store.load() }
    #expect(log.calls == ["store.load"])
  }
}

/// A clock whose `sleep` parks until ``open()``.
final class GateClock: AppClock {
  private let arrivals = AsyncStream.makeStream(of: Void.self)
  private let gate = Mutex<CheckedContinuation<Void, Never>?>(nil)

  var now: Date { Date(timeIntervalSince1970: 1_767_258_000) }

  /// Returns once a caller is parked in `sleep`.
  func firstSleeper() async {
    var iterator = arrivals.stream.makeAsyncIterator()
    _ = await iterator.next()
  }

  /// Lets the parked sleeper go.
  func open() {
    gate.withLock { continuation in
      continuation?.resume()
      continuation = nil
    }
  }

  func sleep(for duration: Duration) async throws {
    await withCheckedContinuation { continuation in
      gate.withLock { $0 = continuation }
      arrivals.continuation.yield()
    }
  }
}
