import Foundation
import Reports
import ScratchPackages
import Supervisor
import Traces

/// Replays one scenario on one variant of the instrumented scratch build in a worker of its own,
/// and reads from the worker's profile the lines of the variant's modules (its own and its shared
/// cores) that ran.
struct ProfiledReplayer {
  let scratch: ScratchPackage
  let tools: LLVMTools
  let packageRoot: URL
  let scenariosRoot: URL
  /// The longest one replay may take.
  var replayTimeout: Duration = .seconds(120)

  /// A replay's problem, for the error message.
  struct Problem: Error {
    let text: String
  }

  /// Replays `scenario` on `variant` in a worker writing its profile into `folder`, and reads the
  /// lines it ran of `modules`, with the replay's trace.
  func replay(
    _ scenario: String, on variant: String, modules: [String], in folder: URL
  ) -> Result<(BehaviourMap.Replay, [ReplayTrace]), Problem> {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let raw = folder.appendingPathComponent("replay.profraw")
    let indexed = folder.appendingPathComponent("replay.profdata")
    let output = folder.appendingPathComponent("worker.out")
    let lcov = folder.appendingPathComponent("replay.lcov")
    let ending = ProcessRunner.run(
      [scratch.worker.path]
        + WorkerProtocol.arguments(variant: variant, scenariosRoot: scenariosRoot, scenarios: [scenario]),
      in: packageRoot, environment: ["LLVM_PROFILE_FILE": raw.path, "NO_COLOR": "1"], output: output,
      timeout: replayTimeout)
    guard ending.succeeded else { return .failure(Problem(text: Self.explain(ending, scenario, variant))) }
    guard tools.merge(raw, into: indexed, log: folder.appendingPathComponent("merge.log")).succeeded else {
      return .failure(Problem(text: "llvm-profdata merge fails (is it the compiler's version?)"))
    }
    let sources = modules.map { scratch.root.appendingPathComponent("Sources/\($0)", isDirectory: true) }
    guard tools.exportLcov(binary: scratch.worker, profile: indexed, sources: sources, to: lcov).succeeded,
      let text = try? String(contentsOf: lcov, encoding: .utf8)
    else { return .failure(Problem(text: "llvm-cov export fails")) }
    let traces = WorkerProtocol.traces(inOutput: (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    return .success(
      (BehaviourMap.Replay(scenario: scenario, variant: variant, records: LcovRecords(parsing: text)), traces)
    )
  }

  /// Why a replay's worker that ended with `ending` left no profile to read.
  static func explain(_ ending: ProcessRunner.Ending, _ scenario: String, _ variant: String) -> String {
    let how =
      switch ending {
      case .exited(let status): "its worker stopped with status \(status)"
      case .timedOut: "its worker did not finish in time"
      case .notStarted(let reason): "its worker could not start (\(reason))"
      }
    return "\(how) and wrote no profile (a crash does not); "
      + "'arch-harness replay \(scenario) --variant \(variant)' shows where it stops"
  }

}
