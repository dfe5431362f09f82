import Comparison
import Foundation
import ScenarioLanguage
import Terminal

/// Reads and checks the scenarios folder's `known-deviations` file for `run` and `check`.
public enum KnownDeviationsLoader {
  /// The listed pairs, with scenario paths as reports name them; nil (after printing every error)
  /// when the file is malformed or names a scenario or variant that does not exist.
  public static func load(root: URL, variants: VariantCatalog) -> [KnownDeviation]? {
    guard let loaded = KnownDeviationsFile.load(root: root) else { return [] }
    let file: KnownDeviationsFile
    switch loaded {
    case .success(let parsed): file = parsed
    case .failure(let failure):
      for diagnostic in failure.diagnostics {
        Console.error(DisplayPath.located(diagnostic.render(), scenariosRoot: root))
      }
      return nil
    }
    let names = (variants.all + variants.extra).map { $0.name }
    let problems = file.validate(scenarioPaths: ScenarioLoader.scenarioFiles(in: root), variants: names)
    guard problems.isEmpty else {
      for diagnostic in problems {
        Console.error(DisplayPath.located(diagnostic.render(), scenariosRoot: root))
      }
      return nil
    }
    return file.entries.map {
      KnownDeviation(
        scenario: "\(root.lastPathComponent)/\($0.scenario)", variant: $0.variant, reason: $0.reason,
        line: $0.location.line)
    }
  }
}
