import ChangeCost
import Comparison
import Foundation
import Reports
import ScratchPackages
import Traces

// MARK: - Scenarios and replays

extension ScratchWorkbench {
  /// The corpus the copy replays: the package's scenarios with the change's edits to them, and
  /// the acceptance scenarios in `change-requests/<id>/`.
  var scenariosCopy: URL { scratch.root.appendingPathComponent("Scenarios", isDirectory: true) }

  /// Writes the scenarios copy anew.
  func copyScenarios(changes: [String: String?], acceptance: URL?) throws {
    let manager = FileManager.default
    try? manager.removeItem(at: scenariosCopy)
    try manager.createDirectory(at: scenariosCopy, withIntermediateDirectories: true)
    var files: [String: Data] = [:]
    for name in manager.regularFiles(under: scenariosRoot) {
      files[name] = manager.contents(atPath: scenariosRoot.appendingPathComponent(name).path)
    }
    for (path, text) in changes where path.hasPrefix("Scenarios/") {
      files[String(path.dropFirst("Scenarios/".count))] = text.map { Data($0.utf8) }
    }
    if let acceptance {
      for name in manager.regularFiles(under: acceptance) {
        files["change-requests/\(changeID)/\(name)"] = manager.contents(
          atPath: acceptance.appendingPathComponent(name).path)
      }
    }
    for (name, data) in files {
      let target = scenariosCopy.appendingPathComponent(name)
      try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: target)
    }
  }

  public func replay(variants: [String]) -> ReplayVerdicts {
    let out = logs.appendingPathComponent("reports", isDirectory: true)
    try? FileManager.default.removeItem(at: out)
    let log = logs.appendingPathComponent("replays.log")
    let ending = ProcessRunner.run(
      [
        scratch.tool.path, "run", "--quiet", "--variant", variants.joined(separator: ","), "--scenarios",
        scenariosCopy.path, "--out", out.path, "--format", "json", "--jobs", String(jobs),
      ], in: scratch.root, output: log, timeout: .seconds(1800))
    let results = out.appendingPathComponent("results.json")
    guard let data = FileManager.default.contents(atPath: results.path) else {
      return ReplayVerdicts(
        scenarios: [], failure: "the scratch tool ended with \(ending) and wrote no results (\(log.path))")
    }
    do {
      let run = try HarnessRun.read(json: [UInt8](data), source: results.path)
      return Self.verdicts(of: run, changeID: changeID)
    } catch {
      return ReplayVerdicts(scenarios: [], failure: "\(error)")
    }
  }

  /// Each scenario of `run`: which variants did not pass it (with their first failure) and which
  /// disagreed; acceptance scenarios shown at their path in `ChangeRequests/`.
  static func verdicts(of run: HarnessRun, changeID: String) -> ReplayVerdicts {
    let marker = "change-requests/\(changeID)/"
    let scenarios = run.scenarios.map { comparison -> ReplayVerdicts.Scenario in
      let isAcceptance = comparison.scenario.contains(marker)
      let path =
        isAcceptance
        ? "ChangeRequests/\(changeID)/Scenarios/" + comparison.scenario.components(separatedBy: marker).last!
        : comparison.scenario
      var failures: [String: String] = [:]
      for outcome in comparison.outcomes where !outcome.outcome.isPass {
        let trace = run.traces.first { $0.scenario == comparison.scenario && $0.variant == outcome.variant }
        failures[outcome.variant] =
          trace?.failureMessages.first.map { "\(outcome.outcome.status): \($0)" } ?? outcome.outcome.status
      }
      let odd = Set(comparison.outcomes.filter { $0.diverges && $0.outcome.isPass }.map(\.variant))
      return ReplayVerdicts.Scenario(
        path: path, isAcceptance: isAcceptance, failures: failures, oddOnesOut: odd)
    }
    return ReplayVerdicts(scenarios: scenarios)
  }
}
