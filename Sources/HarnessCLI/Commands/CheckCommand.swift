import ScenarioLanguage

/// `arch-harness check [PATH …]`: validates scenario files without replaying them.
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check", abstract: "Validate scenario files: syntax, services, fixtures. Nothing is replayed.",
    usage: "check [PATH …] [--scenarios DIR]",
    options: [SharedOptions.scenarios],
    positionalHelp: [("PATH", "Scenario files or folders inside the scenarios folder (default: all).")],
    discussion:
      "Exit status: 0 when every file is valid, 2 when a file has errors (each printed as path:line:column).")

  static func run(_ arguments: ParsedArguments) -> Int32 {
    let root = ScenarioCatalog.root(from: arguments)
    if let missing = ScenarioCatalog.missingPaths(arguments.positionals).first {
      Console.error("error: no such file or folder '\(missing)'")
      return ExitCode.badInput
    }
    let catalog = ScenarioCatalog.load(root: root, paths: arguments.positionals)
    catalog.printDiagnostics()
    guard catalog.diagnostics.isEmpty else { return ExitCode.badInput }
    Console.out("\(catalog.scenarios.count) scenario\(catalog.scenarios.count == 1 ? "" : "s") valid")
    return ExitCode.success
  }
}
