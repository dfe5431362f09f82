import ScenarioKit

/// The report files a run can write.
enum ReportFormats {
  static let all = ["md", "html", "json", "junit"]

  /// The formats named on the command line (all when none).
  static func parse(_ names: [String]) throws(UsageError) -> [String] {
    guard !names.isEmpty else { return all }
    for name in names where !all.contains(name) {
      throw UsageError("unknown report format '\(name)'; formats: \(all.joined(separator: ", "))")
    }
    return names
  }
}
