import Comparison
import Foundation
import Supervisor

/// `arch-harness` (or `arch-harness run`): replays every scenario on every variant, compares the
/// traces and writes the reports.
enum RunCommand {
  static let spec = CommandSpec(
    name: "run", abstract: "Replay every scenario on every variant, compare them, and write the reports.",
    usage:
      "[run] [--out DIR] [--format md,html,json,junit] [--variant NAME …] [--tag TAG …] [--scenario TEXT …]",
    options: [
      OptionSpec(
        name: "out", short: "o", valueName: "DIR", help: "Where to write the reports (default: ./reports)."),
      OptionSpec(
        name: "format", valueName: "LIST", help: "Reports to write: md, html, json, junit (default: all).",
        isRepeatable: true),
      SharedOptions.variant, SharedOptions.tag, SharedOptions.scenario, SharedOptions.scenarios,
      SharedOptions.jobs, SharedOptions.stepTimeout,
      OptionSpec(
        name: "sources", valueName: "DIR",
        help: "The package folder whose Sources/ and Tests/ are measured (default: .)."),
      OptionSpec(name: "quiet", short: "q", help: "Print only the summary."),
    ],
    discussion: """
      Exit status: 0 when every variant passes every scenario and all agree at every step,
      1 otherwise, 2 for bad usage or bad scenario files.
      """)

  static func run(
    _ arguments: ParsedArguments, variants: VariantCatalog
  ) throws(UsageError) -> Int32 {
    let formats = try ReportFormats.parse(arguments.list("format"))
    guard let prepared = try ReplayCommand.prepare(arguments, variants: variants) else {
      return ExitCode.badInput
    }
    let (catalog, selection) = prepared
    let stepTimeout = try SharedOptions.duration(
      arguments, "step-timeout", default: WorkerPool.defaultStepTimeout)
    let parallelism = try SharedOptions.positiveInt(
      arguments, "jobs", default: ReplayBatch.defaultParallelism)
    let quiet = arguments.flag("quiet")
    if !quiet {
      Console.out(
        "Replaying \(catalog.scenarios.count) scenarios on \(selection.variants.map { $0.name }.joined(separator: ", "))"
      )
    }
    let traces = ReplayBatch(
      catalog: catalog, variants: selection.variants,
      parallelism: parallelism,
      repeatCount: 1, stepTimeout: stepTimeout, showsProgress: !quiet
    ).run()
    let packageRoot = URL(fileURLWithPath: arguments.value("sources") ?? ".", isDirectory: true)
    let run = ReportOutput.makeRun(traces: traces, selection: selection, packageRoot: packageRoot)
    RunSummary.print(run.scenarios)
    let directory = URL(fileURLWithPath: arguments.value("out") ?? "reports", isDirectory: true)
    let written = ReportOutput.write(run, formats: formats, to: directory)
    if !written.isEmpty { Console.out("Reports: " + written.map(\.relativePath).joined(separator: ", ")) }
    return run.scenarios.allSatisfy(\.isClean) && !written.isEmpty ? ExitCode.success : ExitCode.failures
  }
}

/// The end-of-run summary on the terminal.
enum RunSummary {
  static func print(_ comparisons: [ScenarioComparison]) {
    let clean = comparisons.filter(\.isClean).count
    for comparison in comparisons where !comparison.isClean {
      Console.out(Console.paint("✘ ", .red) + "\(comparison.scenario) — \(comparison.scenarioName)")
      for outcome in comparison.outcomes where outcome.cell != "pass" {
        Console.out("    \(outcome.variant.padding(8))\(outcome.cell)")
      }
      if let divergence = comparison.divergence { Console.out("    \(divergence.summary)") }
    }
    let verdict =
      clean == comparisons.count ? Console.paint("all agree", .green) : Console.paint("not clean", .red)
    Console.out("\(clean) of \(comparisons.count) scenarios clean: \(verdict)")
  }
}
