import Foundation
import ScenarioLanguage
import Traces
import VariantRegistry

/// The scenario files of the package and the traces of replaying them, computed once per test
/// process and shared by the replay tests.
enum ScenarioCorpus {
  /// Every scenario's path as the harness names it (`Scenarios/products/…`), sorted.
  static let paths: [String] = ScenarioLoader.loadAll(root: HarnessProcess.scenariosRoot).scenarios.map(
    \.path)

  /// Every registered variant's name.
  static let variants: [String] = VariantRegistry.all.map { $0.name }

  /// Every scenario replayed once on every variant, by variant then scenario path; the variants
  /// replay in parallel, each in its worker.
  static let traces = Task { () -> [String: [String: ReplayTrace]] in
    await withTaskGroup(of: (String, [String: ReplayTrace]).self) { group in
      for variant in variants {
        group.addTask { (variant, (try? await HarnessProcess.replay(paths, on: variant)) ?? [:]) }
      }
      var traces: [String: [String: ReplayTrace]] = [:]
      for await (variant, replays) in group { traces[variant] = replays }
      return traces
    }
  }
}
