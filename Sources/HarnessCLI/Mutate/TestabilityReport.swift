import Foundation
import Mutation
import Reports

/// Puts the scores into the reports: into the run already in the output folder (its
/// `results.json`), or, when there is none, into the unmutated replays `mutate` just ran.
enum TestabilityReport {
  /// Writes the reports with `testability`; returns the exit status (0, or 3 when they could not
  /// be written).
  static func write(
    _ testability: Testability, into directory: URL, baseline: HarnessRun?, selection: VariantSelection
  ) -> Int32 {
    let existing = directory.appendingPathComponent(ReportFormat.json.fileName)
    let previous = (try? String(contentsOf: existing, encoding: .utf8)).flatMap {
      try? JSONReportWriter.run(from: $0)
    }
    guard var run = previous ?? baseline else {
      Console.error("error: no run to add the Testability section to")
      return ExitCode.reportsNotWritten
    }
    run.testability = testability
    let present = ReportFormat.allCases.filter {
      FileManager.default.fileExists(atPath: directory.appendingPathComponent($0.fileName).path)
    }
    let formats = previous == nil || present.isEmpty ? ReportFormat.allCases : present
    guard let written = ReportOutput.write(run, formats: formats, to: directory, hooks: HarnessHooks()) else {
      return ExitCode.reportsNotWritten
    }
    let paths = written.map { directory.appendingPathComponent($0.lastPathComponent).relativePath }
    Console.out("Reports: " + paths.joined(separator: ", "))
    return ExitCode.success
  }
}
