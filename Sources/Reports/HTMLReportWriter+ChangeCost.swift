import ChangeCost
import CodeMetrics

extension HTMLReportWriter {
  /// The Change cost section: the table of the summary, then each change's patches side by
  /// side across the variants, each file headed by its path and coloured by its role, so a
  /// reader sees what each architecture had to touch.
  static func changeCost(_ report: ChangeCostReport?) -> String? {
    guard let report, !report.changes.isEmpty else { return nil }
    var section = "<section id=\"change-cost\"><h2>Change cost</h2>\n<p>"
    section += text(SummaryWriter.changeCostIntro.replacingOccurrences(of: "`", with: "")) + "</p>"
    section += "<div class=\"wide\"><table class=\"cost\"><thead><tr><th>change</th><th>shared</th>"
    section += report.variants.map { "<th>\(code($0))</th>" }.joined() + "</tr></thead><tbody>"
    for change in report.changes {
      section += "<tr><th>\(text(change.title))</th><td>\(change.shared.linesChanged)</td>"
      for part in change.variants {
        let verdict = part.verdict == .passed ? "" : " class=\"fail\""
        section += "<td\(verdict)>\(text(SummaryWriter.changeCell(part)))</td>"
      }
      section += "</tr>"
    }
    section += "<tr><th>total (changes passed)</th><td></td>"
    section += report.variants.map { "<td>\(report.total(of: $0).lines)</td>" }.joined() + "</tr>"
    if let baseline = report.baseline {
      section += "<tr><th>ratio to \(code(baseline))</th><td></td>"
      section +=
        report.variants.map { "<td>\(text(report.ratio(of: $0).map(SummaryWriter.ratioText) ?? "—"))</td>" }
        .joined() + "</tr>"
    }
    section += "</tbody></table></div>"
    section += "<p class=\"note\">" + CodeRole.allCases.map(roleBadge).joined(separator: " ") + "</p>"
    for change in report.changes { section += sideBySide(change) }
    return section + "</section>"
  }

  /// One change's patches, a column per variant.
  private static func sideBySide(_ change: ChangeOutcome) -> String {
    var html = "<details class=\"change\"><summary>\(text(change.title))</summary>"
    html += "<div class=\"patches\">"
    for part in change.variants {
      html += "<div class=\"patch\"><h4>\(code(part.variant)) · \(text(SummaryWriter.changeCell(part)))</h4>"
      if let detail = part.detail { html += "<p class=\"failures\">\(text(detail))</p>" }
      html += patchHTML(part.patch)
      html += "</div>"
    }
    return html + "</div></details>"
  }

  /// A patch's files, each with its role's colour, its hunks' lines marked added or removed.
  static func patchHTML(_ patch: String?) -> String {
    guard let patch else { return "<p class=\"note\">not written</p>" }
    guard let files = try? UnifiedDiffParser.parse(patch, path: "patch"), !files.isEmpty else {
      return patch.isEmpty
        ? "<p class=\"note\">no change needed</p>" : "<div class=\"diff\"><pre>\(text(patch))</pre></div>"
    }
    var html = ""
    for file in files {
      let role = ChangeVariant.isTest(file.path) ? nil : ChangeVariant.role(of: file.path)
      let label = role.map(roleBadge) ?? "<span class=\"role test\">test</span>"
      html += "<div class=\"diff\"><p>\(label) \(code(file.path))</p><pre>"
      for hunk in file.hunks {
        for line in hunk.lines {
          switch line {
          case .context(let value): html += "<span class=\"ctx\"> \(text(value))</span>"
          case .removed(let value): html += "<span class=\"del\">-\(text(value))</span>"
          case .added(let value): html += "<span class=\"ins\">+\(text(value))</span>"
          }
        }
      }
      html += "</pre></div>"
    }
    return html
  }

  /// A role's name on its colour.
  static func roleBadge(_ role: CodeRole) -> String {
    let index = CodeRole.allCases.firstIndex(of: role) ?? 0
    let hue = index * 360 / CodeRole.allCases.count
    return "<span class=\"role\" style=\"background: hsl(\(hue) 70% 88%)\">\(text(role.title))</span>"
  }
}
