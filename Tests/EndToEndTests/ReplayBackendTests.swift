import DeterministicRuntime
import Foundation
import HarnessTestSupport
import Reports
import Testing
import Traces

/// The two replay backends (`ARCH_HARNESS_EXECUTOR=spi` and `=hooks`) replay the whole corpus to
/// the same traces, byte for byte, and each runs the determinism self test; a value that names no
/// backend is a usage error.
@Suite(.needsReplayBackend(.spi), .needsReplayBackend(.hooks)) struct ReplayBackendTests {
  /// `run` over the whole corpus with `backend`: its exit status and its results.
  static func corpusRun(_ backend: ReplayBackend) async throws -> (status: Int32, run: HarnessRun) {
    let out = TemporaryFolder.url("backend-\(backend.rawValue)")
    defer { try? FileManager.default.removeItem(at: out) }
    let (status, _) = try await HarnessProcess.run(
      ["run", "--quiet", "--format", "json", "--out", out.path],
      environment: [ReplayBackend.environmentVariable: backend.rawValue])
    let json = try String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8)
    return (status, try JSONReportWriter.run(from: json))
  }

  /// Each trace as JSON without its timings, by scenario and variant.
  static func tracesWithoutTimings(_ run: HarnessRun) throws -> [String: String] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var traces: [String: String] = [:]
    for var trace in run.traces {
      trace.durationMicroseconds = 0
      trace.stepAppNanoseconds = []
      traces["\(trace.scenario) on \(trace.variant)"] = String(
        decoding: try encoder.encode(trace), as: UTF8.self)
    }
    return traces
  }

  @Test func theHooksBackendReplaysTheCorpusToTheSPIBackendsTracesByteForByte() async throws {
    async let spi = Self.corpusRun(.spi)
    async let hooks = Self.corpusRun(.hooks)
    let (spiRun, hooksRun) = try await (spi, hooks)
    #expect(spiRun.status == 0)
    #expect(hooksRun.status == 0)
    #expect(spiRun.run.replayBackend == "spi")
    #expect(hooksRun.run.replayBackend == "hooks")
    let expected = try Self.tracesWithoutTimings(spiRun.run)
    let actual = try Self.tracesWithoutTimings(hooksRun.run)
    #expect(expected.count > 700)
    #expect(Set(actual.keys) == Set(expected.keys))
    let differing = expected.keys.sorted().filter { actual[$0] != expected[$0] }
    #expect(differing.isEmpty, "traces that differ between the backends: \(differing.prefix(10))")
  }

  @Test func fiftySelfTestReplaysUnderTheHooksBackendProduceOneTraceThatHoldsTheExpectedEvents() async throws
  {
    let run = try await SelfTestProcess.run(
      arguments: ["50"], environment: [ReplayBackend.environmentVariable: "hooks"])
    #expect(run.status == 0, "self test failed:\n\(run.output)")
    #expect(run.lines.contains("determinism self-test: 50 runs, hooks backend"))
    #expect(run.lines.contains("distinct traces: 1 of 50"), "\(run.output)")
    #expect(run.lines.contains("expected events: ok"))
    #expect(run.lines.contains("result: pass"))
  }

  @Test func aValueThatNamesNoBackendIsAUsageErrorNamingTheAcceptedValues() async throws {
    let run = try await SelfTestProcess.run(
      arguments: ["1"], environment: [ReplayBackend.environmentVariable: "fast"])
    #expect(run.status == 2)
    #expect(
      run.lines == [
        "error: ARCH_HARNESS_EXECUTOR is 'fast', which names no replay backend: use 'spi' or 'hooks', "
          + "or leave it unset for the best available"
      ])
  }
}
