import CodeMetrics

/// The cost table as rows of figures, one column per measured variant; the Markdown and HTML
/// reports lay out the same rows.
struct CostTableRows {
  struct Row: Equatable {
    var label: String
    /// True for the lines-of-code rows of one role (shown indented under "lines of code").
    var isRole: Bool
    var values: [String]
  }

  var variants: [String]
  var rows: [Row]

  init(costs: [VariantCost]) {
    variants = costs.map(\.variant)
    let roles = CodeRole.allCases.filter { role in costs.contains { $0.files(for: role) > 0 } }
    var rows = [
      Row(label: "files", isRole: false, values: costs.map { "\($0.files)" }),
      Row(label: "lines of code", isRole: false, values: costs.map { "\($0.linesOfCode)" }),
    ]
    rows += roles.map { role in
      Row(label: role.title, isRole: true, values: costs.map { "\($0.linesOfCode(for: role))" })
    }
    rows += [
      Row(label: "largest file (lines)", isRole: false, values: costs.map(Self.largestFile)),
      Row(label: "types", isRole: false, values: costs.map { "\($0.types)" }),
      Row(label: "protocols", isRole: false, values: costs.map { "\($0.protocols)" }),
      Row(label: "unit-test lines", isRole: false, values: costs.map { "\($0.testLines)" }),
      Row(
        label: "time per action (median)", isRole: false,
        values: costs.map { ReportFormatting.duration(microseconds: $0.microsecondsPerAction) }),
    ]
    self.rows = rows
  }

  /// `ProductListViewController.swift (412)`, or `—` for a variant without files.
  private static func largestFile(_ cost: VariantCost) -> String {
    guard let file = cost.largestFile else { return "—" }
    let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
    return "\(name) (\(file.linesOfCode))"
  }
}
