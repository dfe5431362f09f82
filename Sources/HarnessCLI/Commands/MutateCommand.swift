import Foundation
import Mutation
import MutationTesting
import Reports
import Runs
import Terminal

/// `arch-harness mutate`: plants small faults in every variant module (all of a variant's mutants
/// in one build, behind a switch read at start), runs each mutant against the variant's unit
/// tests and against the scenario corpus, and reports how many each judge caught.
enum MutateCommand {
  static let spec = CommandSpec(
    name: "mutate",
    abstract: "Plant faults in each variant and measure which its unit tests and the replays catch.",
    usage: "mutate [--sample N] [--variant NAME …] [--jobs N] [--out DIR] [--quiet]",
    options: [
      OptionSpec(
        name: "sample", valueName: "N",
        help: "Judge N mutants per module (a variant's, its shared core's), fixed seed (default: all)."),
      SharedOptions.variant,
      OptionSpec(
        name: "out", short: "o", valueName: "DIR",
        help: "The reports to add the Testability section to (default: reports in the package)."),
      SharedOptions.jobs,
      OptionSpec(name: "quiet", short: "q", help: "Print only the score table."),
    ],
    discussion: """
      Mutants: a call statement removed, a condition negated, a boolean literal flipped, == and
      != swapped, < and <= (> and >=) swapped, a guard's early return deleted, a returned or
      assigned array emptied (Docs/Reports.md#testability lists what is not mutated). The
      variant modules are rewritten in a scratch copy of the package (.build/arch-harness-mutation,
      kept for incremental builds; the working tree is never written), built once with every
      mutant behind ARCH_HARNESS_MUTANT, and each mutant costs two process runs: the variant's
      unit-test target, and the scenarios that reach the mutant replayed on the variant (each
      scenario is first replayed unmutated in a worker of its own, which records the mutation
      points it reaches: a per-scenario coverage map at the grain of the mutants). The replays
      kill a mutant when their traces differ from the unmutated variant's (a failed expectation,
      a divergence, a crash, no-settle, a leak, a stuck step); a unit-test run that runs out of
      time leaves it undecided ("timed out", outside the score). Mutants a documented rule shows
      to be equivalent are counted apart and not judged. A judge that never reaches a mutant's
      code is not run for it. The same commit gives the same mutants and the same results.

      Exit status: 0 when every mutant was judged (survivors are results, not failures), 1 when
      the scratch build or the unmutated variant fails, 2 for bad usage, 3 when the reports could
      not be written, 4 when replays cannot run in this build.
      """)

  static func run(_ arguments: ParsedArguments, variants catalog: VariantCatalog) throws(UsageError) -> Int32
  {
    let selection = try VariantSelection.from(arguments, in: catalog)
    let sample = try arguments.value("sample").map { _ throws(UsageError) in
      try SharedOptions.positiveInt(arguments, "sample", default: 1)
    }
    let jobs = try SharedOptions.jobs(arguments)
    _ = try RunCommand.outputFolder(arguments)
    let quiet = arguments.flag("quiet")
    guard let packageRoot = packageRoot() else {
      throw UsageError("no Package.swift in the current folder or above it: run mutate inside the package")
    }
    let out = try RunCommand.outputFolder(arguments, packageRoot: packageRoot)
    let registered = Set(catalog.all.map { $0.name })
    for variant in selection.variants where !registered.contains(variant.name) {
      throw UsageError("variant '\(variant.name)' is not a registered variant with sources to mutate")
    }
    guard try RuntimeAvailability.canReplay() else { return ExitCode.runtimeUnavailable }
    guard
      let corpus = ScenarioCatalog.load(
        root: packageRoot.appendingPathComponent("Scenarios", isDirectory: true))
    else { return ExitCode.badInput }
    corpus.printDiagnostics()
    guard corpus.diagnostics.isEmpty else { return ExitCode.badInput }
    guard ReportOutput.canWrite(to: out) else { return ExitCode.reportsNotWritten }
    let session = MutationSession(
      packageRoot: packageRoot, catalog: corpus, registered: catalog.all,
      selected: selection.variants.map { $0.name }, sample: sample, jobs: jobs, quiet: quiet)
    guard let testability = session.run() else { return ExitCode.failures }
    Console.out(TestabilityTable.text(testability))
    let baseline = ReportOutput.makeRun(
      traces: session.baselineTraces, selection: selection, packageRoot: packageRoot)
    return TestabilityReport.write(testability, into: out, baseline: baseline, selection: selection)
  }

  /// The folder holding `Package.swift`: the current one or the nearest above it.
  static func packageRoot() -> URL? {
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      .standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { return nil }
      folder = parent
    }
  }
}
