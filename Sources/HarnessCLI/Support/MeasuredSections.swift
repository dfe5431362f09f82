import Foundation
import Mutation
import Reports

/// The sections `mutate` (Testability) and `coverage` (Behaviour map) add to the reports measure
/// the package's sources, not one run's replays: a `run` into the same folder keeps them while
/// the sources, tests and scenarios they measured are unchanged, and says when it drops one.
enum MeasuredSections {
  /// The two sections of a results file, read without the rest of the run.
  private struct Sections: Decodable {
    var testability: Testability?
    var behaviourMap: BehaviourMap?
  }

  /// Copies into `run` the sections of the reports in `directory` that were measured on the
  /// package as it is now (`packageRoot`, `scenariosRoot`); notes on standard error each one it
  /// drops, and (unless `quiet`) each one it keeps.
  static func carryOver(
    into run: inout HarnessRun, from directory: URL, packageRoot: URL, scenariosRoot: URL, quiet: Bool
  ) {
    let file = directory.appendingPathComponent(ReportFormat.json.fileName)
    guard let data = FileManager.default.contents(atPath: file.path),
      data.range(of: Data("\"testability\"".utf8)) != nil
        || data.range(of: Data("\"behaviourMap\"".utf8)) != nil,
      let sections = try? JSONDecoder().decode(Sections.self, from: data)
    else { return }
    let digest = SourceDigest.of(packageRoot: packageRoot, scenariosRoot: scenariosRoot)
    if let testability = sections.testability {
      if testability.sourceDigest == digest {
        run.testability = testability
        if !quiet { Console.out("Kept the Testability section: its sources are unchanged.") }
      } else {
        Console.error(dropped("Testability section", command: "mutate"))
      }
    }
    if let map = sections.behaviourMap {
      if map.sourceDigest == digest {
        run.behaviourMap = map
        if !quiet { Console.out("Kept the Behaviour map section: its sources are unchanged.") }
      } else {
        Console.error(dropped("Behaviour map section", command: "coverage"))
      }
    }
  }

  private static func dropped(_ section: String, command: String) -> String {
    "note: the \(section) of the previous reports was left out: the sources, tests or scenarios "
      + "changed since it was measured; 'arch-harness \(command)' measures it again"
  }
}
