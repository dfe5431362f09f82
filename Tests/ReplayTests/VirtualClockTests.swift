import DeterministicRuntime
import Foundation
import Testing

/// What a `VirtualClock` guarantees without the replay runtime (never installed in a test process):
/// every outcome here is the same whichever order the platform executors pick.
@Suite struct VirtualClockTests {
  @Test func aNewClockReadsItsStartDate() {
    let start = Date(timeIntervalSince1970: 1_000)
    let clock = VirtualClock(start: start)
    #expect(clock.now == start)
    #expect(clock.elapsed == .zero)
    #expect(clock.timeUntilNextDeadline == nil)
  }

  @Test func aZeroSleepReturnsAtOnce() async throws {
    let clock = VirtualClock()
    try await clock.sleep(for: .zero)
    #expect(clock.pendingSleepers == 0)
  }

  @Test func cancellingASleepingTaskMakesItsSleepThrowCancellationError() async {
    let clock = VirtualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.pendingSleepers == 0)
  }

  @Test func tearingDownFailsAParkedSleeperAndEveryLaterSleep() async {
    let clock = VirtualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
    #expect(clock.tearDown() == .settled(jobsRun: 0))
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    await #expect(throws: CancellationError.self) { try await clock.sleep(for: .milliseconds(1)) }
    #expect(clock.pendingSleepers == 0)
    #expect(clock.elapsed == .zero)
  }
}
