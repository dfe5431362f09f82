import DeterministicRuntime
import Foundation
import HarnessTestSupport
import Reports
import Testing
import Traces

/// The two replay backends (`ARCH_HARNESS_EXECUTOR=spi` and `=hooks`) replay the corpus to the
/// same traces, byte for byte — every eighth scenario on every variant in the plain run (other
/// scenarios than those `DeterminismTests` replays again), the whole corpus in the soak tier — a
/// run says in its results which one it replayed with, and each runs the determinism self test; a
/// value that names no backend is a usage error.
@Suite(.needsReplayBackend(.spi), .needsReplayBackend(.hooks)) struct ReplayBackendTests {
  // MARK: - The corpus under each backend

  /// Every scenario on every variant under the SPI backend, by variant then scenario path: the
  /// shared corpus replay (``ScenarioCorpus/traces``), which replays with the best available
  /// backend — the SPI wherever this suite runs — unless the environment names another, when the
  /// corpus is replayed here with the SPI.
  static let spiTraces = Task {
    let chosen = ProcessInfo.processInfo.environment[ReplayBackend.environmentVariable] ?? ""
    if chosen.isEmpty || chosen == ReplayBackend.spi.rawValue { return await ScenarioCorpus.traces.value }
    return await corpusReplay(.spi)
  }

  /// ``paths`` replayed under the hooks backend, in workers of their own.
  static let hooksTraces = Task { await corpusReplay(.hooks, paths: paths) }

  /// The scenarios replayed under both backends: every eighth in the plain run (the fifth,
  /// thirteenth …, not those ``DeterminismTests`` replays again, so that a plain run checks a
  /// fourth of the corpus a second time), all of them in the soak tier.
  static let paths = ScenarioCorpus.eighth(startingAt: 4)

  static func corpusReplay(
    _ backend: ReplayBackend, paths: [String] = ScenarioCorpus.paths
  ) async -> [String: [String: ReplayTrace]] {
    await HarnessProcess.replayInWorkers(
      paths, on: ScenarioCorpus.variants, environment: [ReplayBackend.environmentVariable: backend.rawValue])
  }

  /// Each trace without its timings, by "scenario on variant".
  static func tracesWithoutTimings(_ traces: [String: [String: ReplayTrace]]) -> [String: ReplayTrace] {
    var result: [String: ReplayTrace] = [:]
    for trace in traces.values.flatMap(\.values) {
      var trace = trace
      trace.durationMicroseconds = 0
      trace.stepAppNanoseconds = []
      result["\(trace.scenario) on \(trace.variant)"] = trace
    }
    return result
  }

  /// `run` over one scenario with `backend`: its exit status and its results.
  static func smallRun(_ backend: ReplayBackend) async throws -> (status: Int32, run: HarnessRun) {
    let scratch = try ScratchScenarios(copying: ["navigation/deeplink-tabs.scenario"])
    defer { scratch.remove() }
    let out = scratch.base.appendingPathComponent("reports")
    let (status, _) = try await HarnessProcess.run(
      [
        "run", "--quiet", "--variant", "mvc,reducer", "--scenarios", scratch.root.path, "--format", "json",
        "--out", out.path,
      ], environment: [ReplayBackend.environmentVariable: backend.rawValue], in: scratch.base)
    let json = try String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8)
    return (status, try JSONReportWriter.run(from: json))
  }

  /// The corpus's traces are compared from the two backends' workers; a `run` with each backend
  /// (one scenario, two variants) passes and names its backend in its results.
  @Test func theHooksBackendReplaysTheCorpusToTheSPIBackendsTracesByteForByte() async throws {
    ScenarioCorpus.start()
    _ = Self.hooksTraces
    async let spiRun = Self.smallRun(.spi)
    async let hooksRun = Self.smallRun(.hooks)
    let (spi, hooks) = try await (spiRun, hooksRun)
    #expect(spi.status == 0)
    #expect(hooks.status == 0)
    #expect(spi.run.replayBackend == "spi")
    #expect(hooks.run.replayBackend == "hooks")
    #expect(spi.run.traces.count == 2 && hooks.run.traces.count == 2)
    let spiTraces = Self.tracesWithoutTimings(await Self.spiTraces.value)
    let actual = Self.tracesWithoutTimings(await Self.hooksTraces.value)
    #expect(spiTraces.count > 700)
    let compared = Set(Self.paths)
    let expected = spiTraces.filter { compared.contains($0.value.scenario) }
    #expect(expected.count == Self.paths.count * ScenarioCorpus.variants.count)
    #expect(Set(actual.keys) == Set(expected.keys))
    let differing = expected.keys.sorted().filter { actual[$0] != expected[$0] }
    #expect(differing.isEmpty, "traces that differ between the backends: \(differing.prefix(10))")
  }

  // MARK: - The self test and a bad value

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
