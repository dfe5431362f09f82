import ScenarioLanguage

/// `arch-harness check [PATH …]`: validates scenario files without replaying them.
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check", abstract: "Validate scenario files: syntax, services, fixtures. Nothing is replayed.",
    usage: "check [PATH …] [--scenarios DIR]",
    options: [SharedOptions.scenarios],
    positionalHelp: [("PATH", "Scenario files or folders inside the scenarios folder (default: all).")],
    discussion: """
      A PATH outside the scenarios folder, one that is not a .scenario file, or a folder without
      any is an error: nothing is ever passed over unchecked.
      Exit status: 0 when every file is valid, 2 when a file has errors (each printed as
      path:line:column) or a PATH names no scenario.
      """)

  static func run(_ arguments: ParsedArguments) -> Int32 {
    let root = ScenarioCatalog.root(from: arguments)
    guard let catalog = ScenarioCatalog.load(root: root, paths: arguments.positionals) else {
      return ExitCode.badInput
    }
    catalog.printDiagnostics()
    guard catalog.diagnostics.isEmpty else { return ExitCode.badInput }
    Console.out("\(catalog.scenarios.count) scenario\(catalog.scenarios.count == 1 ? "" : "s") valid")
    return ExitCode.success
  }
}
