import Foundation
import Reports
import Runs
import Supervisor
import Terminal

/// `arch-harness verify --variant NAME`: the edit → verdict loop for one variant.
enum VerifyCommand {
  static let spec = CommandSpec(
    name: "verify",
    abstract: "Rebuild, then unit-test and replay one variant against the last run's traces.",
    usage: "verify --variant NAME [--skip-build] [--reports DIR] [--scenarios DIR]",
    options: [
      OptionSpec(
        name: "variant", valueName: "NAME", help: "The variant to verify (arch-harness list names them)."),
      OptionSpec(
        name: "skip-build",
        help: "Use the tool and the test binary as they are built, without 'swift build --build-tests'."),
      OptionSpec(
        name: "reports", valueName: "DIR",
        help: "The reports of the last full run (default: reports beside the Scenarios folder)."),
      SharedOptions.scenarios, SharedOptions.jobs, SharedOptions.stepTimeout,
      OptionSpec(name: "quiet", short: "q", help: "No progress while the scenarios replay."),
    ],
    discussion: """
      The loop after an edit to one variant, in about the time its own work takes rather than a
      whole 'swift test':
        1. 'swift build --build-tests' in the package the tool was built from: only what changed
           is compiled (the variant's module), then the tool and the test binary are linked.
           A running tool cannot rebuild itself: when the build replaced it, the new tool is
           started in its place (with --skip-build). 'swift run arch-harness verify' builds the
           tool first, so the build then only links the test binary.
        2. The variant's unit tests alone, in the test binary: Tests/<Module>Tests and the tests
           of the core modules it shares (ReducerCoreTests for reducer and swiftui-reducer).
        3. Every scenario replayed on the variant, each trace compared with the other variants'
           traces in the reports folder's results.json (the last full 'arch-harness' run), with
           the same comparator as 'run': per scenario that is not clean, the failure or the step
           where it diverges, from whom, and the lines that differ.
      A scenario the last run did not replay, or whose title or steps (a step's line or text)
      changed since, is checked against its own expectations only; the run records no digest of
      the files, so a change to a scenario's api or store lines or its fixtures alone is not
      seen. Without a last run (or one of another schema or tool version, or of this variant
      alone) every scenario is checked against its own expectations only, and it says so; a
      --reports folder that holds no results.json is bad usage. Nothing is written.

      Exit status: 0 when the build, the unit tests and every scenario are clean (a known
      deviation counts as clean), 1 otherwise, 2 for bad usage or bad scenario files, 4 when
      replays cannot run in this build.
      """)

  static func run(_ arguments: ParsedArguments, variants: VariantCatalog) throws(UsageError) -> Int32 {
    let given = arguments.list("variant")
    guard given.count == 1 else {
      throw UsageError(
        given.isEmpty
          ? "verify needs the variant to verify: --variant NAME"
          : "verify takes one variant, not \(given.count) ('\(given.joined(separator: ","))')")
    }
    let selection = try VariantSelection.from(arguments, in: variants)
    let stepTimeout = try SharedOptions.duration(
      arguments, "step-timeout", default: WorkerPool.defaultStepTimeout)
    let parallelism = try SharedOptions.jobs(arguments)
    let skipsBuild = arguments.flag("skip-build")
    let givenReports = try givenReportsFolder(arguments)
    let build = VerifyBuild()
    if build == nil && !skipsBuild {
      throw UsageError(
        "verify rebuilds the package the tool was built in, but '\(ReplayBatch.executable.path)' is not "
          + "in a package's .build folder; run 'swift run arch-harness verify' in the package")
    }
    guard try RuntimeAvailability.canReplay() else { return ExitCode.runtimeUnavailable }
    let root = try ScenarioCatalog.root(from: arguments)
    guard let catalog = ScenarioCatalog.load(root: root) else { return ExitCode.badInput }
    catalog.printDiagnostics()
    guard catalog.diagnostics.isEmpty else { return ExitCode.badInput }
    guard !catalog.scenarios.isEmpty else {
      throw UsageError("no scenarios to replay in '\(catalog.root.relativePath)'")
    }
    guard let knownDeviations = KnownDeviationsLoader.load(root: root, variants: variants) else {
      return ExitCode.badInput
    }
    let reports =
      givenReports
      ?? ScenarioCatalog.packageRoot(of: root).appendingPathComponent("reports", isDirectory: true)
    return VerifySession(
      variant: selection.variants[0], catalog: catalog, knownDeviations: knownDeviations,
      resultsFile: reports.appendingPathComponent(ReportFormat.json.fileName), build: build,
      skipsBuild: skipsBuild, arguments: Array(CommandLine.arguments.dropFirst()), parallelism: parallelism,
      stepTimeout: stepTimeout, showsProgress: !arguments.flag("quiet")
    ).run()
  }

  /// `--reports DIR`, when given: a folder holding a run's `results.json`. Without it the default
  /// folder may lack one (no run yet) and the variant is checked against its own expectations;
  /// a folder named on purpose that holds none is a mistake, and said before the build.
  private static func givenReportsFolder(_ arguments: ParsedArguments) throws(UsageError) -> URL? {
    guard let given = arguments.value("reports") else { return nil }
    let folder = URL(fileURLWithPath: given, isDirectory: true)
    let results = folder.appendingPathComponent(ReportFormat.json.fileName)
    guard FileManager.default.fileExists(atPath: results.path) else {
      throw UsageError(
        "option '--reports' needs the folder of a run's reports, and '\(given)' holds no \(ReportFormat.json.fileName)"
      )
    }
    return folder
  }
}
