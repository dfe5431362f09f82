import CodeMetrics

/// One shared core as the reports show it: a sentence on how much of each app the core is, and a
/// table with a column for the core and one per app without it (files, lines of code, lines per
/// role). The Markdown and HTML reports lay out the same parts.
struct SharedCoreTable {
  /// A column's head: a name (shown as code) and what the column counts of it.
  struct Column: Equatable {
    var name: String
    var suffix: String
  }

  /// The section's heading, its introduction, and what the rows count.
  static let title = "Shared cores: what survives a UI-framework change"
  static let introduction =
    "Each core module that variants of different eras share, split from what each app keeps alone, "
    + "by the cost table's rules (the cost table counts the core in every sharing variant's column). "
    + "The core is the code both UIs run; each app's own lines are what its UI framework needed on top."

  var module: String
  var apps: [String]
  var columns: [Column]
  var rows: [CostTableRows.Row]
  /// How much of each app the core is, with `backticked` names.
  var sentence: String

  init(_ core: SharedCoreCost) {
    module = core.module
    apps = core.apps.map(\.name)
    let parts = [core.core] + core.apps
    columns =
      [Column(name: core.module, suffix: "shared")] + core.apps.map { Column(name: $0.name, suffix: "alone") }
    let roles = CodeRole.allCases.filter { role in parts.contains { $0.linesOfCode(for: role) > 0 } }
    rows =
      [
        CostTableRows.Row(label: "files", isRole: false, values: parts.map { "\($0.files)" }),
        CostTableRows.Row(label: "lines of code", isRole: false, values: parts.map { "\($0.linesOfCode)" }),
      ]
      + roles.map { role in
        CostTableRows.Row(
          label: role.title, isRole: true, values: parts.map { "\($0.linesOfCode(for: role))" })
      }
    let shares = core.apps.map { app in
      let whole = app.linesOfCode + core.core.linesOfCode
      return "\(Self.percent(core.core.linesOfCode, of: whole)) of `\(app.name)` (\(whole) lines with it)"
    }
    sentence =
      "`\(core.module)`, \(core.core.linesOfCode) lines of code in \(core.core.files) files, is "
      + Self.list(shares) + "."
  }

  /// `47 %`: `part` in percent of `whole`, rounded half up (`0 %` for an empty whole).
  static func percent(_ part: Int, of whole: Int) -> String {
    guard whole > 0 else { return "0 %" }
    return "\((part * 100 + whole / 2) / whole) %"
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }
}
