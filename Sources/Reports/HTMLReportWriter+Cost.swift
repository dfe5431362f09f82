import CodeMetrics

// MARK: - The cost table and its charts

extension HTMLReportWriter {
  /// A colour per role for the stacked chart.
  static let roleColors: [CodeRole: String] = [
    .viewController: "#d1495b", .view: "#edae49", .viewModel: "#00798c", .coordinator: "#30638e",
    .presenter: "#8f5aa8", .interactor: "#3b8b5a", .router: "#5c7cfa", .builder: "#a0522d",
    .reducer: "#c2185b", .store: "#6d4c41", .service: "#4f9d9d", .contract: "#b8860b", .entity: "#7a8a99",
    .app: "#2e4057", .other: "#b0b7bf",
  ]

  static func cost(_ run: HarnessRun) -> String {
    guard !run.costs.isEmpty else {
      return "<section id=\"cost\"><h2>Cost</h2><p>Not measured.</p></section>"
    }
    let costs = run.costsByEra
    let table = CostTableRows(
      costs: costs, baseline: run.costBaseline, ratios: run.costRatios, eraRatios: run.eraCostRatios ?? [])
    let head = table.variants.map { "<th title=\"\(attribute(run.displayName(of: $0)))\">\(text($0))</th>" }
    let rows = table.rows.map { row in
      let label = row.isRole ? "<th class=\"role\">\(text(row.label))</th>" : "<th>\(text(row.label))</th>"
      return "<tr>\(label)" + row.values.map { "<td>\(text($0))</td>" }.joined() + "</tr>"
    }
    let charts = [linesChart(costs), filesChart(costs), timeChart(costs)]
    let notes =
      SummaryWriter.baselineNote(run) + SummaryWriter.eraBaselineNote(run) + SummaryWriter.timeNote(run)
    return
      "<section id=\"cost\"><h2>Cost</h2>\n<table class=\"cost\"><thead>\(eraRow(run, over: table.variants))"
      + "<tr><th></th>\(head.joined())</tr>"
      + "</thead>\n<tbody>\n\(rows.joined(separator: "\n"))\n</tbody></table>\n"
      + "<p class=\"note\">Lines of code exclude blank and comment lines; roles come from file and folder "
      + "names (Docs/Reports.md). \(text(notes))</p>\n"
      + "<div class=\"charts\">\n\(charts.joined(separator: "\n"))\n</div></section>"
  }

  // MARK: - Charts

  static func linesChart(_ costs: [VariantCost]) -> String {
    let roles = CodeRole.allCases.filter { role in costs.contains { $0.linesOfCode(for: role) > 0 } }
    let bars = costs.map { cost in
      BarChart.Bar(
        label: cost.variant,
        segments: roles.map { role in
          BarChart.Segment(
            value: cost.linesOfCode(for: role), color: roleColors[role] ?? "#999999",
            title: "\(cost.variant) · \(role.title): \(cost.linesOfCode(for: role)) lines")
        },
        valueLabel: "\(cost.linesOfCode)")
    }
    let chart = BarChart(
      title: "lines of code by role per variant", bars: bars,
      legend: roles.map { ($0.title, roleColors[$0] ?? "#999999") })
    return figure("Lines of code by role", chart)
  }

  static func filesChart(_ costs: [VariantCost]) -> String {
    let bars = costs.map { cost in
      BarChart.Bar(
        label: cost.variant,
        segments: [
          BarChart.Segment(value: cost.files, color: "#30638e", title: "\(cost.variant): \(cost.files) files")
        ],
        valueLabel: "\(cost.files)")
    }
    return figure("Files", BarChart(title: "files per variant", bars: bars))
  }

  static func timeChart(_ costs: [VariantCost]) -> String {
    let bars = costs.map { cost in
      let label = ReportFormatting.duration(microseconds: cost.microsecondsPerAction)
      return BarChart.Bar(
        label: cost.variant,
        segments: [
          BarChart.Segment(
            value: cost.microsecondsPerAction ?? 0, color: "#3b8b5a",
            title: "\(cost.variant): \(label) per action")
        ],
        valueLabel: label)
    }
    return figure(
      "Time per user action (median)", BarChart(title: "time per user action per variant", bars: bars))
  }

  static func figure(_ caption: String, _ chart: BarChart) -> String {
    "<figure><figcaption>\(text(caption))</figcaption>\n\(chart.svg)\n</figure>"
  }
}
