import CodeMetrics

/// The cost table as rows of figures, one column per measured variant; the Markdown and HTML
/// reports lay out the same rows. With a baseline, files, lines of code and time per action each
/// get a row of ratios to the baseline's figure under them (`1.52×`); with an era baseline, a
/// second row of ratios to it, filled in for the variants of its era only.
struct CostTableRows {
  struct Row: Equatable {
    var label: String
    /// True for the lines-of-code rows of one role (shown indented under "lines of code").
    var isRole: Bool
    var values: [String]
  }

  var variants: [String]
  var rows: [Row]

  init(
    costs: [VariantCost], baseline: String? = nil, ratios: [CostRatio]? = nil, eraRatios: [EraCostRatios] = []
  ) {
    variants = costs.map(\.variant)
    let roles = CodeRole.allCases.filter { role in costs.contains { $0.files(for: role) > 0 } }
    /// The rows of one ratio: to the baseline, when there is one, then to each era's baseline
    /// (empty outside its era).
    func ratioRow(_ figure: String, _ text: (CostRatio) -> String) -> [Row] {
      var rows: [Row] = []
      if let baseline, let ratios {
        let byVariant = Dictionary(ratios.map { ($0.variant, $0) }, uniquingKeysWith: { first, _ in first })
        let values = costs.map { cost in byVariant[cost.variant].map(text) ?? "—" }
        rows.append(Row(label: "\(figure) vs \(baseline)", isRole: false, values: values))
      }
      for era in eraRatios {
        let byVariant = Dictionary(
          era.ratios.map { ($0.variant, $0) }, uniquingKeysWith: { first, _ in first })
        let values = costs.map { cost in byVariant[cost.variant].map(text) ?? "" }
        rows.append(Row(label: "\(figure) vs \(era.baseline)", isRole: false, values: values))
      }
      return rows
    }
    var rows = [Row(label: "files", isRole: false, values: costs.map { "\($0.files)" })]
    rows += ratioRow("files") { Self.ratio($0.filesPercent) }
    rows.append(Row(label: "lines of code", isRole: false, values: costs.map { "\($0.linesOfCode)" }))
    rows += ratioRow("lines of code") { Self.ratio($0.linesOfCodePercent) }
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
    rows += ratioRow("time per action", Self.timeRatio)
    self.rows = rows
  }

  /// `1.52×` for 152 %, or `—` for no ratio.
  static func ratio(_ percent: Int?) -> String {
    percent.map { ReportFormatting.decimal($0, per: 100, digits: 2) + "×" } ?? "—"
  }

  /// The time ratio, or `not significant` when the two medians' 95 % intervals overlap.
  static func timeRatio(_ ratio: CostRatio) -> String {
    ratio.timePerActionSignificant == false ? "not significant" : Self.ratio(ratio.timePerActionPercent)
  }

  /// `ProductListViewController.swift (412)`, or `—` for a variant without files.
  private static func largestFile(_ cost: VariantCost) -> String {
    guard let file = cost.largestFile else { return "—" }
    let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
    return "\(name) (\(file.linesOfCode))"
  }
}
