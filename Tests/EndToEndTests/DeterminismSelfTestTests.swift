import Foundation
import Testing

/// Runs `arch-harness _selftest-determinism` as a subprocess: the replay runtime replaces the
/// executors of the whole process, so it must never be installed inside the test process.
@Suite(.needsReplayRuntime) struct DeterminismSelfTestTests {
  /// One run of the self test, shared by the tests below.
  private static let fiftyRuns = Task { try await SelfTestProcess.run(arguments: ["50"]) }

  @Test func fiftyReplaysOfTheWorkloadProduceOneTraceByteForByte() async throws {
    let run = try await Self.fiftyRuns.value
    #expect(run.status == 0, "self test failed:\n\(run.output)")
    #expect(run.lines.contains("distinct traces: 1 of 50"), "\(run.output)")
    #expect(run.lines.contains("identical: yes"))
    #expect(run.lines.contains("result: pass"))
  }

  @Test func theReplayedTraceHoldsTheExpectedEventsInCausalOrder() async throws {
    let events = try await Self.fiftyRuns.value.traceEvents
    var unmatched = Self.causalOrder[...]
    for event in events where event == unmatched.first {
      unmatched.removeFirst()
    }
    #expect(
      unmatched.isEmpty,
      "not found in order: \(Array(unmatched))\ntrace:\n\(events.joined(separator: "\n"))")
  }

  @Test func threeConcurrentRequestsAllCompleteAtTheSameVirtualInstant() async throws {
    let events = try await Self.fiftyRuns.value.traceEvents
    for section in ["a", "b", "c"] {
      #expect(events.contains("[  400ms] vm.section \(section)"))
    }
  }

  @Test func aRunawayTaskLoopEndsAsExceededBudgetInsteadOfHanging() async throws {
    let lines = try await Self.fiftyRuns.value.lines
    let budget = try #require(lines.first { $0.hasPrefix("budget:") })
    #expect(budget.contains("runaway loop exceededBudget(jobsRun: 1000)"))
    #expect(budget.hasSuffix(": ok"))
  }

  @Test(arguments: [["0"], ["fifty"], ["3", "4"]])
  func anInvalidRunCountIsRejectedWithUsage(arguments: [String]) async throws {
    let run = try await SelfTestProcess.run(arguments: arguments)
    #expect(run.status == 2)
    #expect(run.lines.contains("usage: arch-harness _selftest-determinism [runs]"))
  }

  /// Events that must appear in this order, matched as a subsequence of the trace.
  private static let causalOrder = [
    "[    0ms] vm.appear",
    "[    0ms] api.request list",
    "[  300ms] api.response list",
    "[  300ms] vm.loaded p1,p2,p3",
    "[  400ms] api.request slow",
    "[  500ms] vm.slow cancel",
    "[  500ms] api.cancelled slow",
    "[  500ms] vm.slow cancelled",
    "[  500ms] driver: pending sleepers 0",
    "[  500ms] detached.count 3",
    "[  500ms] tally.add 3 -> 3",
    "[  500ms] vm.summary 3",
    "[  500ms] vm.search debounced b",
    "[  550ms] vm.search fired bm",
    "[  550ms] vm.nap start",
    "[    ?ms] vm.nap woke",
    "[  650ms] driver: advanced by 100ms",
    "[  650ms] api.request tail",
    "[  650ms] api.cancelled tail",
    "[  650ms] vm.tail cancelled",
    "[  650ms] driver: torn down, 0 sleeper(s) left",
    "[  650ms] driver: model released",
  ]
}
