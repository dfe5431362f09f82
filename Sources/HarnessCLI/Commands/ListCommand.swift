import Runs
import Terminal

/// `arch-harness list`: the scenarios and the registered variants.
enum ListCommand {
  static let spec = CommandSpec(
    name: "list", abstract: "List the scenarios (path, title, tags) and the registered variants.",
    usage: "list [--scenarios DIR] [--tag TAG …]",
    options: [SharedOptions.scenarios, SharedOptions.tag])

  static func run(_ arguments: ParsedArguments, variants: VariantCatalog) throws(UsageError) -> Int32 {
    guard
      let catalog = ScenarioCatalog.load(
        root: try ScenarioCatalog.root(from: arguments), tags: arguments.list("tag"))
    else { return ExitCode.badInput }
    Console.out(Console.paint("Variants", .bold))
    let nameWidth = max(8, (variants.all.map { $0.name.count }.max() ?? 0) + 1)
    for variant in variants.all {
      Console.out("  \(variant.name.padding(nameWidth))\(variant.displayName)")
    }
    Console.out(Console.paint("Scenarios (\(catalog.scenarios.count))", .bold))
    for scenario in catalog.scenarios {
      let tags =
        scenario.tags.isEmpty ? "" : Console.paint("  [\(scenario.tags.joined(separator: ", "))]", .dim)
      Console.out("  \(catalog.shown(scenario.path))\n      \(scenario.name)\(tags)")
    }
    catalog.printDiagnostics()
    return catalog.diagnostics.isEmpty ? ExitCode.success : ExitCode.badInput
  }
}
