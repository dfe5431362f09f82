import Foundation
import Runs
import ScenarioLanguage
import Supervisor
import Terminal
import Traces

/// `arch-harness replay [PATH …]`: replays scenarios and prints, per scenario and variant, pass or
/// the failures with file:line.
enum ReplayCommand {
  static let spec = CommandSpec(
    name: "replay", abstract: "Replay scenarios on the variants and print pass or the failures.",
    usage: "replay [PATH …] [--variant NAME …] [--tag TAG …] [--scenario TEXT …] [--repeat N] [--quiet]",
    options: [
      SharedOptions.variant, SharedOptions.tag, SharedOptions.scenario, SharedOptions.scenarios,
      SharedOptions.repeatCount, SharedOptions.jobs, SharedOptions.stepTimeout,
      OptionSpec(name: "quiet", short: "q", help: "No progress on standard error with --repeat."),
    ],
    positionalHelp: [("PATH", "Scenario files or folders (default: every scenario).")],
    discussion: """
      Each replay runs in a worker process with virtual time. A variant that crashes is reported
      as crashed at the step that was running; a step that runs longer than --step-timeout of
      wall time is reported as timed-out there; the run goes on with a fresh worker.
      Exit status: 0 all passed, 1 some failed, 2 bad usage or bad scenario files, 4 replays
      cannot run in this build (it says why, and how to run them in a Linux container).
      """)

  static func run(
    _ arguments: ParsedArguments, variants: VariantCatalog
  ) throws(UsageError) -> Int32 {
    guard try RuntimeAvailability.canReplay() else { return ExitCode.runtimeUnavailable }
    guard let prepared = try prepare(arguments, variants: variants) else { return ExitCode.badInput }
    let (catalog, selection) = prepared
    let stepTimeout = try SharedOptions.duration(
      arguments, "step-timeout", default: WorkerPool.defaultStepTimeout)
    let parallelism = try SharedOptions.jobs(arguments)
    let repeatCount = try SharedOptions.positiveInt(arguments, "repeat", default: 1)
    // Repeated replays take a while: each finished one is counted on standard error, as `run`
    // counts on standard output.
    let traces = ReplayBatch(
      catalog: catalog, variants: selection.variants,
      parallelism: parallelism,
      repeatCount: repeatCount, stepTimeout: stepTimeout,
      showsProgress: repeatCount > 1 && !arguments.flag("quiet"), progressOnStandardError: true
    ).run()
    let nameWidth = max(8, (selection.variants.map { $0.name.count }.max() ?? 0) + 1)
    for scenario in catalog.scenarios {
      Console.out(Console.paint(catalog.shown(scenario.path), .bold) + " — \(scenario.name)")
      for trace in traces where trace.scenario == scenario.path {
        let status =
          trace.outcome.isPass ? Console.paint("pass", .green) : Console.paint(trace.outcome.status, .red)
        Console.out("  \(trace.variant.padding(nameWidth))\(status)")
        for message in trace.failureMessages { Console.out("      \(catalog.shown(message))") }
        for problem in trace.problems { Console.out(Console.paint("      note: \(problem)", .yellow)) }
        for output in trace.appOutput {
          Console.out(Console.paint("      app output, \(output.place):", .dim))
          for line in output.visibleLines { Console.out("        " + line) }
        }
      }
    }
    let failed = traces.filter { !$0.outcome.isPass }.count
    Console.out("\(traces.count - failed) passed, \(failed) failed")
    return failed == 0 ? ExitCode.success : ExitCode.failures
  }

  /// The scenarios and variants to run, or nil (after printing why) when the input is bad; the
  /// variants are `selection` and the scenarios are read from `root` when the caller has found
  /// them already, else what the arguments name (``ScenarioCatalog/root(from:)``).
  static func prepare(
    _ arguments: ParsedArguments, variants: VariantCatalog, selection: VariantSelection? = nil,
    root: URL? = nil, parse: ScenarioCatalog.FileParser = ScenarioCatalog.parsedHere
  ) throws(UsageError) -> (ScenarioCatalog, VariantSelection)? {
    let selection =
      if let selection { selection } else { try VariantSelection.from(arguments, in: variants) }
    let scenariosRoot: URL
    if let root { scenariosRoot = root } else { scenariosRoot = try ScenarioCatalog.root(from: arguments) }
    guard
      let catalog = ScenarioCatalog.load(
        root: scenariosRoot, paths: arguments.positionals,
        tags: arguments.list("tag"), names: arguments.list("scenario"),
        parse: parse)
    else { return nil }
    catalog.printDiagnostics()
    guard catalog.diagnostics.isEmpty else { return nil }
    if catalog.scenarios.isEmpty {
      let filters =
        arguments.list("tag").map { "--tag \($0)" } + arguments.list("scenario").map { "--scenario \($0)" }
      throw UsageError(
        filters.isEmpty
          ? "no scenarios to replay in '\(catalog.root.relativePath)'"
          : "no scenario matches \(filters.joined(separator: " "))")
    }
    return (catalog, selection)
  }
}
