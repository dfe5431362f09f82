import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stopping the harness — `SIGKILL` or `SIGTERM` — while a worker is stuck in a replay, or while
/// the reports are being swapped in, leaves no worker running and either the old report set or
/// the new one, whole.
@Suite(.needsReplayRuntime, .serialized) struct KillTests {
  static let stuckScenario = """
    scenario: A worker loops forever
    api fetchProducts -> fixtures/products-3.json after 100ms

    launch
    wait 100ms
    open "app://fault"

    """

  static let fullSet: Set<String> = ["summary.md", "report.html", "results.json", "junit.xml"]

  static func testbed() throws -> URL { try HarnessProcess.executableURL("arch-harness-testbed") }

  static func contents(of folder: URL) -> [String: Data] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return Dictionary(
      uniqueKeysWithValues: names.map {
        ($0, FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) ?? Data())
      })
  }

  @Test(arguments: [SIGKILL, SIGTERM])
  func stoppingTheHarnessDuringAReplayLeavesNoWorkerRunning(signal: Int32) throws {
    let scratch = try ScratchScenarios(writing: ["stuck.scenario": Self.stuckScenario])
    defer { scratch.remove() }
    let pidFile = scratch.base.appendingPathComponent("worker.pid")
    let errors = scratch.base.appendingPathComponent("errors.txt")
    let harness = try StoppableProcess(
      Self.testbed(),
      arguments: [
        "run", "--quiet", "--variant", "sync-loop", "--scenarios", scratch.root.path, "--out",
        scratch.base.appendingPathComponent("reports").path, "--step-timeout", "10m",
      ],
      environment: ["PLANTED_LOOP_PID_FILE": pidFile.path], errorOutput: errors)
    // The stuck worker stops the harness just before it starts looping.
    try #require(harness.waitUntilStopped(), "the harness ended before its worker got stuck")
    let worker = try #require(Int32(String(contentsOf: pidFile, encoding: .utf8)))
    let status = harness.end(with: signal)
    #expect(status == 128 + signal)
    // A handled signal says what was kept; SIGKILL cannot be handled.
    let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    #expect(
      said
        == (signal == SIGKILL
          ? ""
          : "arch-harness: stopped by SIGTERM; no report was written or replaced "
            + "(a report set is replaced whole or not at all)\n"))
    #expect(
      ProcessEnd.wait(for: worker, seconds: 10), "worker \(worker) still running after the harness ended")
    #expect(!FileManager.default.fileExists(atPath: scratch.base.appendingPathComponent("reports").path))
  }

  @Test(arguments: [SIGKILL, SIGTERM])
  func stoppingTheHarnessBeforeTheReportSwapLeavesTheOldSet(signal: Int32) async throws {
    let scratch = try ScratchScenarios(copying: ["bmi/valid-who.scenario"])
    defer { scratch.remove() }
    let reports = scratch.base.appendingPathComponent("reports")
    let arguments = ["run", "--quiet", "--scenarios", scratch.root.path, "--out", reports.path]
    let first = try await HarnessProcess.run(arguments + ["--format", "md"], binary: "arch-harness-testbed")
    try #require(first.status == 0)
    let oldSet = Self.contents(of: reports)

    let harness = try StoppableProcess(
      Self.testbed(), arguments: arguments, environment: ["ARCH_HARNESS_TESTBED_STOP": "before-report-swap"])
    try #require(harness.waitUntilStopped(), "the harness ended before it reached the swap")
    #expect(Self.contents(of: reports) == oldSet)
    #expect(harness.end(with: signal) == 128 + signal)
    let after = Self.contents(of: reports)
    if signal == SIGKILL {
      #expect(after == oldSet)
    } else {
      // SIGTERM is handled either before the swap (the old set stays) or after it (the new set is
      // complete): never in the middle.
      #expect(after == oldSet || Set(after.keys) == Self.fullSet, "\(after.keys.sorted())")
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.base.path).filter {
        $0.hasPrefix(".")
      }
      #expect(leftovers.isEmpty, "\(leftovers)")
    }

    let next = try await HarnessProcess.run(arguments, binary: "arch-harness-testbed")
    #expect(next.status == 0)
    #expect(Set(Self.contents(of: reports).keys) == Self.fullSet)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.base.path).sorted() == [
        "Scenarios", "reports",
      ])
  }
}
