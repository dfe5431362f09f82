import Foundation
import Mutation
import Reports
import Runs

/// Puts the scores into the reports: into the run already in the output folder (its
/// `results.json`), or, when there is none, into the unmutated replays `mutate` just ran.
public enum TestabilityReport {
  /// Writes the reports with `testability`; returns the exit status (0, or 3 when they could not
  /// be written).
  public static func write(
    _ testability: Testability, into directory: URL, baseline: HarnessRun?, selection: VariantSelection
  ) -> Int32 {
    SectionReport.write(into: directory, baseline: baseline, section: "Testability") {
      $0.testability = testability
    }
  }
}
