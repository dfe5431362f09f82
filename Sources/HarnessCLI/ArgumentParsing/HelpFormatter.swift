/// Turns a ``CommandSpec`` into `--help` text.
public enum HelpFormatter {
  public static func help(for spec: CommandSpec, tool: String) -> String {
    var lines = [
      wrap(words(of: "OVERVIEW: \(spec.abstract)"), indent: 10), "",
      wrap(usageGroups(of: "USAGE: \(tool) \(spec.usage)"), indent: 9),
    ]
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

  /// The widest a line of help may be.
  public static let width = 100
  /// Where an argument's or option's help starts.
  private static let helpColumn = 28

  /// `name` and its help, the help wrapped at word boundaries to ``width`` under its column.
  private static func row(_ name: String, _ help: String) -> String {
    let padded = name.count < 26 ? name + String(repeating: " ", count: 26 - name.count) : name + "  "
    return wrap(
      ["  " + padded + (words(of: help).first ?? "")] + words(of: help).dropFirst(), indent: helpColumn)
  }

  private static func words(of text: String) -> [String] {
    text.split(separator: " ").map(String.init)
  }

  /// The usage's words, with each bracketed group (`[--flows N | --time 60s]`) kept whole.
  private static func usageGroups(of usage: String) -> [String] {
    var groups: [String] = []
    var current = ""
    var depth = 0
    for character in usage {
      if character == "[" { depth += 1 }
      if character == "]" { depth -= 1 }
      if character == " ", depth == 0 {
        if !current.isEmpty { groups.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { groups.append(current) }
    return groups
  }

  /// `pieces` joined by spaces into lines of at most ``width`` characters, lines after the first
  /// indented by `indent` (a piece longer than a line gets a line of its own).
  private static func wrap(_ pieces: [String], indent: Int) -> String {
    var lines: [String] = []
    var line = ""
    for piece in pieces {
      if !line.isEmpty, line.count + 1 + piece.count > width, line.count > indent {
        lines.append(line)
        line = String(repeating: " ", count: indent)
      }
      line += (line.isEmpty || line.allSatisfy { $0 == " " } ? "" : " ") + piece
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
