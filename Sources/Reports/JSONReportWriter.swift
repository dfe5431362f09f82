import Foundation

/// Writes `results.json`: the whole ``HarnessRun``, keys sorted, on one line (Docs/Reports.md
/// describes every field).
public enum JSONReportWriter {
  /// The run as JSON, ending with a line break.
  public static func json(for run: HarnessRun) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // The run holds only strings, integers, booleans, arrays and structures: encoding cannot fail.
    let data = try! encoder.encode(run)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Reads a run back from `results.json`'s text.
  public static func run(from json: String) throws -> HarnessRun {
    try JSONDecoder().decode(HarnessRun.self, from: Data(json.utf8))
  }
}
