import Comparison
import Foundation
import Mutation
import Reports
import Traces

/// Runs the two judges of a mutant in the scratch build: the variant's unit-test target, and the
/// scenario corpus replayed black-box on the variant and compared with its unmutated replays.
struct MutantJudge {
  let scratch: ScratchPackage
  /// Where each judge's output goes (a temporary folder).
  let workRoot: URL
  /// The unmutated replays, by variant and scenario.
  var baseline: [String: [String: ReplayTrace]] = [:]
  var unitTestTimeout: Duration = .seconds(10)
  var replayTimeout: Duration = .seconds(30)

  /// The unit tests of `target` with mutant `id` on (0: none); `reach` collects the points reached.
  func unitTests(target: String, mutant id: Int, reach: URL? = nil) -> ProcessRunner.Ending {
    let filter = "^\(target)\\."
    let command: [String]
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: scratch.testBundle.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      command = [scratch.testBundle.path, "--testing-library", "swift-testing", "--filter", filter]
    } else {
      command = ["swift", "test", "--skip-build", "--filter", filter]
    }
    return ProcessRunner.run(
      command, in: scratch.root, environment: environment(id, reach: reach),
      output: workRoot.appendingPathComponent("unit-\(id).log"), timeout: unitTestTimeout)
  }

  /// Replays the corpus on `variants` with mutant `id` on; the run, or how it ended without one.
  func replays(
    variants: [String], mutant id: Int, reach: URL? = nil, stepTimeout: String = "5s"
  ) -> (ending: ProcessRunner.Ending, run: HarnessRun?) {
    let out = workRoot.appendingPathComponent("run-\(id)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: out) }
    let arguments =
      [
        scratch.tool.path, "run", "--format", "json", "--out", out.path, "--quiet", "--jobs",
        id == 0 ? "2" : "1",
      ]
      + ["--step-timeout", stepTimeout] + variants.flatMap { ["--variant", $0] }
    let ending = ProcessRunner.run(
      arguments, in: scratch.packageRoot, environment: environment(id, reach: reach),
      output: workRoot.appendingPathComponent("run-\(id).log"), timeout: replayTimeout)
    let json = try? String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8)
    return (ending, json.flatMap { try? JSONReportWriter.run(from: $0) })
  }

  /// The replay judge's verdict on a mutant of `variant`.
  func replayVerdict(variant: String, mutant id: Int) -> MutantVerdict {
    let (ending, run) = replays(variants: [variant], mutant: id)
    if ending == .timedOut { return .timedOut }
    guard let run, ending == .exited(0) || ending == .exited(1) else { return .killed }
    let expected = baseline[variant] ?? [:]
    guard run.traces.count == expected.count else { return .killed }
    for trace in run.traces {
      guard let before = expected[trace.scenario] else { return .killed }
      if TraceEquality.firstDifference(before, trace) != nil {
        if case .timedOut = trace.outcome { return .timedOut }
        return .killed
      }
    }
    return .survived
  }

  /// The unit-test judge's verdict on a mutant.
  func unitTestVerdict(target: String, mutant id: Int) -> MutantVerdict {
    switch unitTests(target: target, mutant: id) {
    case .exited(0): .survived
    case .timedOut: .timedOut
    default: .killed
    }
  }

  private func environment(_ id: Int, reach: URL?) -> [String: String] {
    var environment = [SchemaRuntime.environmentVariable: String(id), "NO_COLOR": "1"]
    if let reach { environment[SchemaRuntime.reachVariable] = reach.path }
    return environment
  }
}
