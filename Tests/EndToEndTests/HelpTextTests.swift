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
