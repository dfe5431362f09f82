import Runs
import Terminal
import Testing

@testable import HarnessCLI

/// Every command's `--help` fits a 100-column terminal, its help texts wrapped under their column.
@Suite struct HelpTextTests {
  @Test("no line of any command's help is wider than 100 columns", arguments: Tool.commands.map(\.name))
  func helpFitsTheWidth(command: String) throws {
    let spec = try #require(Tool.commands.first { $0.name == command })
    let help = HelpFormatter.help(for: spec, tool: Tool.name)
    for line in help.split(separator: "\n") {
      #expect(line.count <= HelpFormatter.width, "\(line)")
    }
  }

  @Test func theToolsOverviewFitsTheWidthAndListsEveryCommandInOneColumn() {
    let lines = Tool.overview.split(separator: "\n").map(String.init)
    for line in lines { #expect(line.count <= HelpFormatter.width, "\(line)") }
    let commands = lines.filter { line in Tool.commands.contains { line.hasPrefix("  \($0.name) ") } }
    #expect(commands.count == Tool.commands.count)
    // Where each abstract starts: after the name and the spaces that pad it.
    let columns = Set(
      commands.map { line in
        let rest = line.dropFirst(2)
        return rest.prefix { $0 != " " }.count + rest.drop { $0 != " " }.prefix { $0 == " " }.count
      })
    #expect(columns.count == 1, "\(commands)")
  }

  @Test("a long option help goes on under its column")
  func wrappedUnderItsColumn() throws {
    let spec = try #require(Tool.commands.first { $0.name == "new-variant" })
    let lines = HelpFormatter.help(for: spec, tool: Tool.name).split(separator: "\n").map(String.init)
    let name = try #require(lines.firstIndex { $0.hasPrefix("  --name VARIANT") })
    #expect(lines[name + 1].hasPrefix(String(repeating: " ", count: 28)))
    #expect(!lines[name + 1].hasPrefix(String(repeating: " ", count: 29)))
  }

  @Test(
    "colour only on a terminal, and not with NO_COLOR or TERM=dumb",
    arguments: [
      ([:], true, true), (["TERM": "xterm-256color"], true, true), (["TERM": "dumb"], true, false),
      (["NO_COLOR": "1"], true, false), ([:], false, false),
    ] as [([String: String], Bool, Bool)])
  func colour(environment: [String: String], isTerminal: Bool, expected: Bool) {
    #expect(Console.usesColor(environment: environment, isTerminal: isTerminal) == expected)
  }
}
