import Foundation
import HarnessTestSupport
import Runs
import ScenarioLanguage
import Supervisor
import Testing
import Traces

/// A run's scenario files are read by the workers that replay them: the run gets each file's
/// heading from a worker and parses here only what no worker reported (a file that does not
/// parse, whose diagnostics it prints, or one whose worker ended first), then replays in the same
/// workers what it chose.
@Suite(.needsReplayRuntime) struct ScenarioReadingTests {
  static let files = ["bmi/valid-who.scenario", "products/favourite-from-detail.scenario"]

  static func pool(executable: URL, root: URL, parallelism: Int = 2) -> WorkerPool {
    WorkerPool(executable: executable, scenariosRoot: root, parallelism: parallelism)
  }

  /// A shell script that stands in for a worker, `body` its commands, beside `scratch`'s scenarios.
  static func script(_ body: String, named name: String, in scratch: ScratchScenarios) throws -> URL {
    let script = scratch.base.appendingPathComponent(name)
    try Data("#!/bin/sh\n\(body)\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }

  /// What a catalog uses of a scenario: its path, title, tags and covered behaviours.
  static func headings(_ scenarios: [Scenario]) -> [String] {
    scenarios.map { scenario in
      "\(scenario.path) \(scenario.name) \(scenario.tags) "
        + scenario.covers.map { "\($0.id)@\($0.location.file):\($0.location.line):\($0.location.column)" }
        .joined(separator: ",")
    }
  }

  @Test(arguments: [1, 2, 3])
  func theWorkersHeadingsAreWhatThisProcessWouldParseAndTheyReplayTheScenariosChosen(
    parallelism: Int
  ) async throws {
    let root = HarnessProcess.scenariosRoot
    let relativePaths = Array(ScenarioLoader.scenarioFiles(in: root).prefix(7))
    let pool = Self.pool(executable: try HarnessProcess.executableURL(), root: root, parallelism: parallelism)
    let reading = ScenarioReading(pool: pool, variants: ["mvc", "reducer"])
    let (read, traces) = try await HarnessProcess.offloaded {
      let read = reading.parse(relativePaths, root: root)
      let chosen = read.scenarios.dropFirst(2).map { (path: $0.path, name: $0.name) }
      return (read, reading.workers?.replay(chosen) { _ in } ?? [])
    }
    let here = ScenarioLoader.load(relativePaths, root: root)
    #expect(Self.headings(read.scenarios) == Self.headings(here.scenarios))
    #expect(read.scenarios.allSatisfy { $0.steps.isEmpty })
    #expect(read.diagnostics.isEmpty)
    let expected = here.scenarios.dropFirst(2).flatMap { scenario in
      ["mvc", "reducer"].map { "\(scenario.path) \($0) pass" }
    }
    #expect(traces.map { "\($0.scenario) \($0.variant) \($0.outcome.status)" }.sorted() == expected.sorted())
    #expect(traces.allSatisfy { !$0.steps.isEmpty })
  }

  @Test func aFileThatDoesNotParseIsParsedHereAndGivesTheDiagnosticsCheckGives() async throws {
    let scratch = try ScratchScenarios(
      copying: Self.files, writing: ["broken.scenario": "scenario: \"Broken\"\nlaunch\ntapp product.p1\n"])
    defer { scratch.remove() }
    let relativePaths = ScenarioLoader.scenarioFiles(in: scratch.root)
    let reading = ScenarioReading(
      pool: Self.pool(executable: try HarnessProcess.executableURL(), root: scratch.root), variants: ["mvc"])
    defer { reading.close() }
    let read = try await HarnessProcess.offloaded { reading.parse(relativePaths, root: scratch.root) }
    let here = ScenarioLoader.load(relativePaths, root: scratch.root)
    #expect(read.diagnostics == here.diagnostics)
    #expect(read.diagnostics.map(\.location.file) == ["Scenarios/broken.scenario"])
    #expect(Self.headings(read.scenarios) == Self.headings(here.scenarios))
    #expect(read.scenarios.allSatisfy { $0.steps.isEmpty })
  }

  @Test func workersThatCannotReadLeaveEveryFileToThisProcess() async throws {
    let root = HarnessProcess.scenariosRoot
    let reading = ScenarioReading(
      pool: Self.pool(executable: URL(fileURLWithPath: "/nonexistent/arch-harness"), root: root),
      variants: ["mvc"])
    defer { reading.close() }
    let read = try await HarnessProcess.offloaded { reading.parse(Self.files, root: root) }
    let here = ScenarioLoader.load(Self.files, root: root)
    #expect(read == here)
  }

  @Test func theHeadingsAWorkerSentBeforeItEndedStandAndTheRestAreParsedHere() async throws {
    let scratch = try ScratchScenarios(copying: Self.files)
    defer { scratch.remove() }
    // A worker that reports a heading of its own for the first file, then exits before the end.
    let script = try Self.script(
      "printf 'HEADING\\tScenarios/\(Self.files[0])\\tFrom the worker\\t1\\tworker\\t0\\n'\nexit 3",
      named: "ends-early.sh", in: scratch)
    let reading = ScenarioReading(
      pool: Self.pool(executable: script, root: scratch.root, parallelism: 1), variants: ["mvc"])
    defer { reading.close() }
    let read = try await HarnessProcess.offloaded { reading.parse(Self.files, root: scratch.root) }
    let here = ScenarioLoader.load(Self.files, root: scratch.root)
    #expect(
      Self.headings(read.scenarios)
        == ["Scenarios/\(Self.files[0]) From the worker [\"worker\"] "] + Self.headings([here.scenarios[1]]))
  }

  @Test func aWorkerThatHangsWhileReadingIsStoppedAtTheStepTimeoutAndItsFilesAreParsedHere() async throws {
    let scratch = try ScratchScenarios(copying: Self.files)
    defer { scratch.remove() }
    let script = try Self.script("exec sleep 60", named: "hangs.sh", in: scratch)
    let pool = WorkerPool(
      executable: script, scenariosRoot: scratch.root, parallelism: 2, stepTimeout: .milliseconds(200))
    let reading = ScenarioReading(pool: pool, variants: ["mvc"])
    defer { reading.close() }
    let read = try await HarnessProcess.offloaded { reading.parse(Self.files, root: scratch.root) }
    #expect(read == ScenarioLoader.load(Self.files, root: scratch.root))
  }

  @Test func workersClosedBeforeAnyReplayEndAndReplayNothingAfter() async throws {
    let root = HarnessProcess.scenariosRoot
    let reading = ScenarioReading(
      pool: Self.pool(executable: try HarnessProcess.executableURL(), root: root), variants: ["mvc"])
    let traces = try await HarnessProcess.offloaded {
      let read = reading.parse(Self.files, root: root)
      reading.close()
      return reading.workers?.replay(read.scenarios.map { ($0.path, $0.name) }) { _ in } ?? []
    }
    #expect(reading.workers != nil)
    #expect(traces.isEmpty)
  }
}
