/// Turns a ``CommandSpec`` into `--help` text.
public enum HelpFormatter {
  public static func help(for spec: CommandSpec, tool: String) -> String {
    var lines = ["OVERVIEW: \(spec.abstract)", "", "USAGE: \(tool) \(spec.usage)"]
    if !spec.positionalHelp.isEmpty {
      lines += ["", "ARGUMENTS:"]
      lines += spec.positionalHelp.map { row($0.name, $0.help) }
    }
    lines += ["", "OPTIONS:"]
    for option in spec.options {
      var name = option.short.map { "-\($0), " } ?? ""
      name += "--\(option.name)"
      if let value = option.valueName { name += " \(value)" }
      lines.append(row(name, option.help + (option.isRepeatable ? " (repeatable)" : "")))
    }
    if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
    return lines.joined(separator: "\n")
  }

  private static func row(_ name: String, _ help: String) -> String {
    let padded = name.count < 26 ? name + String(repeating: " ", count: 26 - name.count) : name + "  "
    return "  " + padded + help
  }
}
