import Comparison
import Foundation
import Reports
import Runs
import ScenarioLanguage
import Supervisor
import Terminal

/// `arch-harness` (or `arch-harness run`): replays every scenario on every variant, compares the
/// traces and writes the reports.
enum RunCommand {
  static let spec = CommandSpec(
    name: "run", abstract: "Replay every scenario on every variant, compare them, write the reports.",
    usage:
      "[run] [--out DIR] [--format md,html,json,junit] [--variant NAME …] [--tag TAG …] [--scenario TEXT …]",
    options: [
      OptionSpec(
        name: "out", short: "o", valueName: "DIR",
        help: "Where to write the reports (default: reports beside the Scenarios folder)."),
      OptionSpec(
        name: "format", valueName: "LIST", help: "Reports to write: md, html, json, junit (default: all).",
        isRepeatable: true),
      SharedOptions.variant, SharedOptions.tag, SharedOptions.scenario, SharedOptions.scenarios,
      SharedOptions.jobs, SharedOptions.stepTimeout,
      OptionSpec(
        name: "sources", valueName: "DIR",
        help:
          "The package folder whose Sources/ and Tests/ are measured (default: the one holding Scenarios)."),
      SharedOptions.spec,
      OptionSpec(
        name: "shard", valueName: "I/N",
        help: "Replay only the I-th of N parts of the scenarios (for a CI matrix; see 'merge')."),
      OptionSpec(name: "quiet", short: "q", help: "Print only the summary."),
    ],
    discussion: """
      The reports replace the contents of the output folder as one set, atomically; a file, or a
      folder holding other files, is refused before anything is replayed. The Testability and
      Behaviour map sections that 'mutate' and 'coverage' added to the reports there are kept
      while the sources, tests and scenarios they measured are unchanged. The verdict is printed
      only after they are written.
      A step that runs longer than --step-timeout (wall time) is stopped and reported as
      timed-out at its line; a variant that crashes is reported as crashed at the step that was
      running, with the runtime's message. Either way the run goes on.

      Exit status: 0 when every variant passes every scenario and all agree at every step,
      1 otherwise, 2 for bad usage or bad scenario files, 3 when the reports could not be
      written (no verdict is printed then), 4 when replays cannot run in this build (it says
      why, and how to run them in the official Swift 6.3 Linux container).
      """)

  static func run(
    _ arguments: ParsedArguments, variants: VariantCatalog, hooks: HarnessHooks
  ) throws(UsageError) -> Int32 {
    // Every option is checked before the scenarios are read: bad usage is said at once.
    let formats = try ReportFormats.parse(arguments.list("format"))
    _ = try outputFolder(arguments)
    let shard = try shard(arguments)
    let stepTimeout = try SharedOptions.duration(
      arguments, "step-timeout", default: WorkerPool.defaultStepTimeout)
    let parallelism = try SharedOptions.jobs(arguments)
    let root = try ScenarioCatalog.root(from: arguments)
    let specFile = try ScenarioCatalog.specFile(from: arguments, scenariosRoot: root)
    let givenSources = try givenSourcesFolder(arguments)
    guard try RuntimeAvailability.canReplay() else { return ExitCode.runtimeUnavailable }
    let chosen = try VariantSelection.from(arguments, in: variants)
    // The workers that will replay the scenarios read them first: each file is parsed once.
    let reading = ScenarioReading(
      pool: ReplayBatch.workerPool(scenariosRoot: root, parallelism: parallelism, stepTimeout: stepTimeout),
      variants: chosen.variants.map { $0.name })
    defer { reading.close() }
    guard
      let prepared = try ReplayCommand.prepare(
        arguments, variants: variants, selection: chosen, root: root, parse: reading.parse)
    else {
      return ExitCode.badInput
    }
    let (whole, selection) = prepared
    // Beside the scenarios, wherever in the package the tool was started (not in a subfolder).
    let directory = try outputFolder(arguments, packageRoot: ScenarioCatalog.packageRoot(of: whole.root))
    guard ReportOutput.canWrite(to: directory) else { return ExitCode.reportsNotWritten }
    guard let knownDeviations = KnownDeviationsLoader.load(root: whole.root, variants: variants) else {
      return ExitCode.badInput
    }
    let catalog = shard.map { whole.narrowed(to: $0.select(from: whole.scenarios)) } ?? whole
    let packageRoot = givenSources ?? sourcesFolder(scenariosRoot: catalog.root)
    // Read and measured while the replays run: the previous reports' sections, and the code.
    let previous = BackgroundValue {
      MeasuredSections.look(in: directory, packageRoot: packageRoot, scenariosRoot: whole.root)
    }
    let code = BackgroundValue {
      ReportOutput.measureCode(of: selection.variants, packageRoot: packageRoot, cachingScans: true)
    }
    let quiet = arguments.flag("quiet")
    if !quiet {
      Console.out(
        "Replaying \(catalog.scenarios.count) scenarios\(shard.map { " (shard \($0))" } ?? "") on \(selection.variants.map { $0.name }.joined(separator: ", "))"
      )
    }
    let traces = ReplayBatch(
      catalog: catalog, variants: selection.variants,
      parallelism: parallelism,
      repeatCount: 1, stepTimeout: stepTimeout, showsProgress: !quiet, workers: reading.workers
    ).run()
    var run = ReportOutput.makeRun(
      traces: traces, selection: selection, packageRoot: packageRoot, code: code.value,
      knownDeviations: knownDeviations, costBaseline: variants.baseline, eraBaselines: variants.eraBaselines)
    run.shard = shard
    run.coverage = coverage(of: run, in: catalog, specFile: specFile)
    MeasuredSections.carryOver(previous.value, into: &run, quiet: quiet)
    KeptUntilExit.keep((run, traces, catalog, whole))
    return ReportOutput.writeThenGiveVerdict(
      run, formats: formats, to: directory, hooks: hooks, scenariosRoot: whole.root)
  }

  /// The specification's behaviours covered by the scenarios that came out clean, when the
  /// specification can be read.
  private static func coverage(
    of run: HarnessRun, in catalog: ScenarioCatalog, specFile: URL
  ) -> SpecCoverage? {
    guard let behaviours = BehaviourCatalog.load(from: specFile) else { return nil }
    let clean = Set(run.scenarios.filter(\.isClean).map(\.scenario))
    let covered = catalog.scenarios.filter { clean.contains($0.path) }.flatMap { $0.covers.map(\.id) }
    return SpecCoverage(ids: behaviours.ids, coveredIDs: Set(covered))
  }

  /// `--sources DIR`, the package whose sources the cost table measures, when given: a folder, or
  /// bad usage (a cost table missing from the reports would say it too late).
  private static func givenSourcesFolder(_ arguments: ParsedArguments) throws(UsageError) -> URL? {
    guard let given = arguments.value("sources") else { return nil }
    let folder = URL(fileURLWithPath: given, isDirectory: true)
    guard PathKind(of: folder) == .folder else {
      throw UsageError(
        "option '--sources' needs the package folder whose Sources/ are measured, and '\(given)' is not a folder"
      )
    }
    return folder
  }

  /// The package whose sources the cost table measures when `--sources` is not given: the folder
  /// holding the scenarios when it has `Sources/`, else the current folder.
  private static func sourcesFolder(scenariosRoot: URL) -> URL {
    let beside = ScenarioCatalog.packageRoot(of: scenariosRoot)
    return FileManager.default.fileExists(atPath: beside.appendingPathComponent("Sources").path)
      ? beside : URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  }

  /// `--shard I/N`, if given.
  private static func shard(_ arguments: ParsedArguments) throws(UsageError) -> Shard? {
    guard let text = arguments.value("shard") else { return nil }
    guard let shard = Shard(parsing: text) else {
      throw UsageError("option '--shard' needs I/N with 1 ≤ I ≤ N, such as 2/4, not '\(text)'")
    }
    return shard
  }

  /// `--out DIR`, or `reports` in `packageRoot` (the current folder when nil); never empty.
  static func outputFolder(_ arguments: ParsedArguments, packageRoot: URL? = nil) throws(UsageError) -> URL {
    guard let path = arguments.value("out") else {
      return packageRoot?.appendingPathComponent("reports", isDirectory: true)
        ?? URL(fileURLWithPath: "reports", isDirectory: true)
    }
    guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw UsageError("option '--out' needs a folder path, not an empty string")
    }
    return URL(fileURLWithPath: path, isDirectory: true)
  }
}
