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

  /// Every scenario replayed once on every variant, by variant then scenario path.
  static let traces: [String: [String: ReplayTrace]] = {
    var traces: [String: [String: ReplayTrace]] = [:]
    for variant in variants { traces[variant] = (try? HarnessProcess.replay(paths, on: variant)) ?? [:] }
    return traces
  }()
}
