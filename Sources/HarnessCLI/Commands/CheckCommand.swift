import Reports
import Runs
import ScenarioLanguage
import Terminal

/// `arch-harness check [PATH …]`: validates scenario files without replaying them, and checks
/// their `covers:` lines against the specification.
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check", abstract: "Validate scenario files: syntax, services, fixtures. Nothing is replayed.",
    usage: "check [PATH …] [--scenarios DIR] [--spec FILE] [--coverage]",
    options: [
      SharedOptions.scenarios, SharedOptions.spec,
      OptionSpec(
        name: "coverage",
        help: "List the behaviours of the specification that no scenario covers (exit 1 if any)."),
    ],
    positionalHelp: [("PATH", "Scenario files or folders inside the scenarios folder (default: all).")],
    discussion: """
      A PATH outside the scenarios folder, one that is not a .scenario file, or a folder without
      any is an error: nothing is ever passed over unchecked. So is a .scenario file or a folder
      whose name is not UTF-8 (the other commands leave it out with a warning). A `covers:` id
      the specification does not declare is a warning. The folder's known-deviations file is
      checked too.
      Exit status: 0 when every file is valid, 1 with --coverage when a behaviour is uncovered,
      2 when a file has errors (each printed as path:line:column) or a PATH names no scenario.
      """)

  static func run(_ arguments: ParsedArguments, variants: VariantCatalog) throws(UsageError) -> Int32 {
    let root = try ScenarioCatalog.root(from: arguments)
    let specFile = try ScenarioCatalog.specFile(from: arguments, scenariosRoot: root)
    guard let catalog = ScenarioCatalog.load(root: root, paths: arguments.positionals) else {
      return ExitCode.badInput
    }
    catalog.printDiagnostics(skippedAreErrors: true)
    guard catalog.diagnostics.isEmpty, catalog.skipped.isEmpty else { return ExitCode.badInput }
    guard KnownDeviationsLoader.load(root: root, variants: variants) != nil else { return ExitCode.badInput }
    let behaviours = BehaviourCatalog.load(from: specFile)
    if let behaviours {
      for reference in behaviours.unknownReferences(in: catalog.scenarios) {
        Console.error("\(reference.location): warning: unknown behaviour id `\(reference.id)`")
        let hint = behaviours.suggestion(for: reference.id).map { "did you mean `\($0)`?" }
        Console.error("note: " + (hint ?? "the ids are those of \(specFile.relativePath)"))
      }
    }
    Console.out("\(catalog.scenarios.count) scenario\(catalog.scenarios.count == 1 ? "" : "s") valid")
    guard arguments.flag("coverage") else { return ExitCode.success }
    guard let behaviours else {
      Console.error(
        "error: cannot read the specification '\(specFile.relativePath)'; name it with --spec FILE")
      return ExitCode.badInput
    }
    let covered = Set(catalog.scenarios.flatMap { $0.covers.map(\.id) })
    return printCoverage(SpecCoverage(ids: behaviours.ids, coveredIDs: covered))
  }

  /// Prints the coverage and the uncovered ids; the exit status says whether all are covered.
  private static func printCoverage(_ coverage: SpecCoverage) -> Int32 {
    Console.out("Spec coverage: \(coverage.summary) covered by a scenario")
    guard !coverage.uncovered.isEmpty else { return ExitCode.success }
    Console.out("Not covered:")
    for id in coverage.uncovered { Console.out("  \(id)") }
    return ExitCode.failures
  }
}
