import AppContract
import Benchmarking
import Foundation
import Reports
import Runs
import Supervisor
import Terminal

/// `arch-harness bench`: how the app's own work per action grows with the product list, per
/// variant — or, with `--corpus`, what the harness costs per step around it.
enum BenchCommand {
  static let spec = CommandSpec(
    name: "bench",
    abstract: "Measure the app's own work per action as the product list grows, per variant.",
    usage: "bench [--sizes 100,1000,10000,100000] [--variant NAME …] [--json FILE] [--corpus]",
    options: [
      OptionSpec(
        name: "sizes", valueName: "LIST",
        help: "Product list sizes, comma-separated (default: 100,1000,10000,100000)."),
      SharedOptions.variant,
      OptionSpec(name: "json", valueName: "FILE", help: "Also write the measurements as JSON to FILE."),
      OptionSpec(
        name: "precision", valueName: "F",
        help: "Replay until every action's median is known within ±F, 95 % confidence (default: 0.1)."),
      OptionSpec(name: "min-replays", valueName: "N", help: "Measure at least N replays (default: 10)."),
      OptionSpec(name: "max-replays", valueName: "N", help: "Measure at most N replays (default: 200)."),
      OptionSpec(
        name: "max-seconds", valueName: "S",
        help: "Stop measuring one variant and size after S seconds of replays (default: 30)."),
      OptionSpec(
        name: "corpus",
        help: "Instead, replay the scenarios (--scenarios) and break down the harness's cost per step."),
      SharedOptions.scenarios, SharedOptions.tag, SharedOptions.scenario,
      OptionSpec(
        name: "step-timeout", valueName: "DURATION",
        help: "Stop a worker that sends nothing for this long: 500ms, 10s, 2m (default: 2m)."),
    ],
    discussion: """
      Each variant and size runs in a worker process of its own, one at a time. The worker
      replays a generated scenario (a list of N products: load it, scroll to the last row, toggle
      its favourite, open its detail, go back) again and again and times only the app's own work:
      each action and the settling after it, and the virtual-time advance of each wait — not the
      harness's checking, rendering, recording or encoding — as the main thread's CPU time (every
      job of a replay runs there), and on the monotonic clock (wall time, which a busy machine
      inflates). It stops once every kind of action's median CPU time is known within ±precision
      with 95 % confidence (an interval from order statistics), or at a limit, which the table
      marks with '*'. The machine's load average is printed at the start, under each row and at
      the end. The replays
      are the same every time; only the timings vary. The fixtures live in a temporary folder and
      are removed afterwards.

      The table gives, per variant and size: the median CPU µs of each kind of action, the widest
      confidence interval, the replays measured, the most list rows a recorded screen held, the
      worker's peak memory, the harness's own cost per step, the largest step record after
      loading, and the variant's total as a multiple of the fastest variant's at that size and of
      the baseline variant's (the one without architecture, when it is among --variant).

      --corpus replays every scenario of --scenarios instead (writing steps as a run's worker
      does) and breaks each step down into the app's work and the harness's: checking, recording
      (rendering, events, exported state), encoding and writing the step.

      Exit status: 0 when every replay passed, 1 when one failed or a worker crashed, 2 for bad
      usage, 4 when replays cannot run in this build.
      """)

  static func run(_ arguments: ParsedArguments, variants: VariantCatalog) throws(UsageError) -> Int32 {
    let selection = try VariantSelection.from(arguments, in: variants)
    let sizes = try parseSizes(arguments.value("sizes"))
    let precision = try fraction(arguments.value("precision"))
    let corpus = arguments.flag("corpus")
    let minReplays = try SharedOptions.positiveInt(arguments, "min-replays", default: corpus ? 20 : 10)
    let maxReplays = try SharedOptions.positiveInt(arguments, "max-replays", default: corpus ? 20 : 200)
    let maxSeconds = try SharedOptions.positiveInt(arguments, "max-seconds", default: 30)
    let stepTimeout = try SharedOptions.duration(arguments, "step-timeout", default: .seconds(120))
    let jsonFile = try jsonFile(arguments)
    guard try RuntimeAvailability.canReplay() else { return ExitCode.runtimeUnavailable }
    let settings = BenchSettings(
      minReplays: minReplays, maxReplays: max(minReplays, maxReplays), maxSeconds: maxSeconds,
      precision: precision, stepTimeout: stepTimeout)
    let machine = BenchMachine.current
    Console.out("arch-harness bench · \(machine.summary)")
    Console.out("at the start: " + BenchMachine.loadSummary(machine.loadAverage, cores: machine.cores))
    var report: BenchReport
    let failures: [String]
    if corpus {
      guard let (catalog, _) = try ReplayCommand.prepare(arguments, variants: variants) else {
        return ExitCode.badInput
      }
      (report, failures) = BenchRunner.runCorpus(
        catalog, variants: selection.variants, settings: settings, machine: machine)
    } else {
      (report, failures) = BenchRunner.runScaling(
        sizes, variants: selection.variants, baseline: variants.baseline, settings: settings,
        machine: machine)
    }
    report.loadAverageAtEnd = BenchMachine.currentLoadAverage()
    Console.out("at the end: " + BenchMachine.loadSummary(report.loadAverageAtEnd, cores: machine.cores))
    for failure in failures { Console.error("error: \(failure)") }
    if let jsonFile {
      do {
        try report.json().write(to: jsonFile)
      } catch {
        Console.error("error: could not write \(DisplayPath.of(jsonFile)): \(ReportWriter.reason(of: error))")
        return ExitCode.failures
      }
    }
    return failures.isEmpty ? ExitCode.success : ExitCode.failures
  }
}

/// The options of `bench` that need more than the argument parser gives.
extension BenchCommand {
  /// `--json FILE`, checked before anything is measured (a measurement can take minutes): a file,
  /// not a folder, in a folder that exists.
  static func jsonFile(_ arguments: ParsedArguments) throws(UsageError) -> URL? {
    guard let path = arguments.value("json") else { return nil }
    guard !path.isEmpty else { throw UsageError("option '--json' needs a file path, not an empty string") }
    let file = URL(fileURLWithPath: path)
    guard PathKind(of: file) != .folder else {
      throw UsageError("option '--json' needs a file, and '\(path)' is a folder")
    }
    let folder = file.deletingLastPathComponent()
    guard PathKind(of: folder) == .folder else {
      throw UsageError(
        "option '--json' needs a file in an existing folder, and '\(DisplayPath.of(folder))' is not a folder")
    }
    return file
  }

  static func parseSizes(_ text: String?) throws(UsageError) -> [Int] {
    guard let text else { return BenchRunner.defaultSizes }
    var sizes: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let size = Int(part.trimmingCharacters(in: .whitespaces)), size >= 1, size <= 10_000_000 else {
        throw UsageError(
          "option '--sizes' needs product counts from 1 to 10000000, comma-separated (100,1000), not '\(text)'"
        )
      }
      sizes.append(size)
    }
    return sizes
  }

  static func fraction(_ text: String?) throws(UsageError) -> Double {
    guard let text else { return 0.1 }
    guard let value = Double(text), value > 0, value < 1 else {
      throw UsageError(
        "option '--precision' needs a fraction between 0 and 1 such as 0.1 (±10 %), not '\(text)'")
    }
    return value
  }
}
