import Reports

/// The report files a run can write, by their command-line names.
enum ReportFormats {
  static let names: [String: ReportFormat] = ["md": .summary, "html": .html, "json": .json, "junit": .junit]

  /// The formats named on the command line (all when none).
  static func parse(_ list: [String]) throws(UsageError) -> [ReportFormat] {
    guard !list.isEmpty else { return ReportFormat.allCases }
    var formats: [ReportFormat] = []
    for name in list {
      guard let format = names[name] else {
        throw UsageError("unknown report format '\(name)'; formats: md, html, json, junit")
      }
      if !formats.contains(format) { formats.append(format) }
    }
    return formats
  }
}
