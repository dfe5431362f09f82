import Foundation
import Reports
import Terminal

/// Adds a section (`mutate`'s Testability, `coverage`'s Behaviour map) to the reports: to the run
/// already in the output folder (its `results.json`), or, when there is none, to the replays the
/// command just ran.
public enum SectionReport {
  /// Writes the reports with `add` applied to the run; returns the exit status (0, or 3 when
  /// they could not be written). `section` names the section in the error when there is no run.
  public static func write(
    into directory: URL, baseline: HarnessRun?, section: String, add: (inout HarnessRun) -> Void
  ) -> Int32 {
    let existing = directory.appendingPathComponent(ReportFormat.json.fileName)
    let previous = (try? String(contentsOf: existing, encoding: .utf8)).flatMap {
      try? JSONReportWriter.run(from: $0)
    }
    guard var run = previous ?? baseline else {
      Console.error("error: no run to add the \(section) section to")
      return ExitCode.reportsNotWritten
    }
    add(&run)
    let present = ReportFormat.allCases.filter {
      FileManager.default.fileExists(atPath: directory.appendingPathComponent($0.fileName).path)
    }
    let formats = previous == nil || present.isEmpty ? ReportFormat.allCases : present
    guard let written = ReportOutput.write(run, formats: formats, to: directory, hooks: HarnessHooks()) else {
      return ExitCode.reportsNotWritten
    }
    let paths = written.map { DisplayPath.of(directory.appendingPathComponent($0.lastPathComponent)) }
    Console.out("Reports: " + paths.joined(separator: ", "))
    return ExitCode.success
  }
}
