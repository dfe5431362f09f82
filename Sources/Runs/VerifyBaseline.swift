import Foundation
import Reports
import Terminal
import Traces

/// The last full run `verify` compares one variant with: the other variants' traces in the
/// reports folder's `results.json`, or why there are none to compare with.
public enum VerifyBaseline: Sendable {
  /// The traces of the last run, by scenario path, without the verified variant's own; and the
  /// variants they are of, in the run's order.
  case run(traces: [String: [ReplayTrace]], variants: [String])
  /// Nothing to compare with, and why (a sentence that names the file).
  case none(String)

  /// The top-level members that say whether a results file can be read by this tool at all.
  private struct Header: Decodable {
    var schemaVersion: Int?
    var toolVersion: String?
  }

  /// Reads `file` (shown as `shown`) and keeps the traces of every variant but `variant`.
  public static func load(_ file: URL, shown: String, leavingOut variant: String) -> VerifyBaseline {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      return .none("there is no last run to compare with: \(shown) does not exist (`arch-harness` writes it)")
    }
    let header = try? JSONDecoder().decode(Header.self, from: data)
    if let header, let version = header.schemaVersion, version != HarnessRun.currentSchemaVersion {
      return .none(
        "the last run cannot be compared with: \(shown) has schema version \(version), and this tool "
          + "reads version \(HarnessRun.currentSchemaVersion)")
    }
    if let header, let tool = header.toolVersion, tool != Tool.version {
      return .none(
        "the last run cannot be compared with: \(shown) was written by \(Tool.name) \(tool), and this is "
          + "\(Tool.version)")
    }
    let run: HarnessRun
    do {
      run = try HarnessRun.read(json: [UInt8](data), source: shown)
    } catch {
      return .none("the last run cannot be compared with: \(error.description)")
    }
    guard run.variants.contains(where: { $0.name != variant }) else {
      return .none("the last run cannot be compared with: \(shown) holds no variant but \(variant)")
    }
    var traces: [String: [ReplayTrace]] = [:]
    for trace in run.traces where trace.variant != variant {
      traces[trace.scenario, default: []].append(trace)
    }
    return .run(traces: traces, variants: run.variants.map(\.name).filter { $0 != variant })
  }

  /// Whether the scenario `trace` replayed is, as far as the last run's `previous` traces of it
  /// show, the one they replayed: the same title, and the same steps (each one's line and text)
  /// as far as each replay went. A run records no digest of the scenario files, so a change to
  /// the services a scenario scripts (`api`, `store`) or to a fixture alone is not seen here.
  public static func isUnchanged(_ trace: ReplayTrace, since previous: [ReplayTrace]) -> Bool {
    previous.allSatisfy { old in
      guard old.scenarioName == trace.scenarioName else { return false }
      if old.outcome.isFinished, trace.outcome.isFinished, old.steps.count != trace.steps.count {
        return false
      }
      return zip(old.steps, trace.steps).allSatisfy { $0.line == $1.line && $0.source == $1.source }
    }
  }
}
