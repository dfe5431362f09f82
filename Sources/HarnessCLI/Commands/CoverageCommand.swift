import CodeCoverage
import Foundation
import Reports
import Runs
import Terminal

/// `arch-harness coverage`: builds an instrumented copy of the package, replays each scenario on
/// each variant in a process of its own, and adds the Behaviour map (the lines of each variant
/// each scenario runs, and those none runs) to the reports.
enum CoverageCommand {
  static let spec = CommandSpec(
    name: "coverage",
    abstract: "Map each scenario to the source lines it runs in each variant.",
    usage: "coverage [--variant NAME …] [--scenarios DIR] [--out DIR] [--jobs N] [--quiet]",
    options: [
      SharedOptions.variant, SharedOptions.scenarios,
      OptionSpec(
        name: "out", short: "o", valueName: "DIR",
        help: "The reports to add the Behaviour map section to (default: reports in the package)."),
      SharedOptions.jobs,
      OptionSpec(name: "quiet", short: "q", help: "Print only the table and the reports written."),
    ],
    discussion: """
      The package is copied to .build/arch-harness-coverage (kept for incremental builds; the
      working tree is never written) and built with -profile-generate -profile-coverage-mapping
      on the variant modules alone.
      Every scenario is replayed on every variant in a worker of its own writing its own profile,
      which the toolchain's llvm-profdata and llvm-cov (next to swift, else on PATH) turn into the
      lines of the variant's module that ran. Lines are those the instrumentation counts. The
      section goes into the run already in --out, or, when there is none, into a run made of
      these replays.

      A replay whose variant crashes writes no profile: it is listed as not mapped (in the
      output and the section), and every other replay is mapped all the same.

      Exit status: 0 when every replay was mapped (failed expectations are results here), 1 when
      some replay could not be mapped (the section is written without it) or the instrumented
      build or an LLVM tool fails, 2 for bad usage, 3 when the reports could not be written, 4
      when replays cannot run in this build.
      """)

  static func run(_ arguments: ParsedArguments, variants catalog: VariantCatalog) throws(UsageError) -> Int32
  {
    let selection = try VariantSelection.from(arguments, in: catalog)
    let jobs = try SharedOptions.jobs(arguments)
    _ = try RunCommand.outputFolder(arguments)
    let quiet = arguments.flag("quiet")
    guard let packageRoot = MutateCommand.packageRoot() else {
      throw UsageError("no Package.swift in the current folder or above it: run coverage inside the package")
    }
    let out = try RunCommand.outputFolder(arguments, packageRoot: packageRoot)
    let registered = Set(catalog.all.map { $0.name })
    for variant in selection.variants where !registered.contains(variant.name) {
      throw UsageError("variant '\(variant.name)' is not a registered variant with sources to map")
    }
    guard try RuntimeAvailability.canReplay() else { return ExitCode.runtimeUnavailable }
    let tools: LLVMTools
    switch LLVMTools.locate() {
    case .success(let found): tools = found
    case .failure(let missing):
      Console.error(missing.message)
      return ExitCode.failures
    }
    let root = try ScenarioCatalog.root(from: arguments)
    guard let scenarios = ScenarioCatalog.load(root: root) else { return ExitCode.badInput }
    scenarios.printDiagnostics()
    guard scenarios.diagnostics.isEmpty else { return ExitCode.badInput }
    guard ReportOutput.canWrite(to: out) else { return ExitCode.reportsNotWritten }
    let session = CoverageSession(
      packageRoot: packageRoot, catalog: scenarios, variants: selection.variants,
      instrumenting: selection.variants.map { ReportOutput.moduleName(of: $0) }, tools: tools, jobs: jobs,
      quiet: quiet)
    guard let map = session.run() else { return ExitCode.failures }
    Console.out(SummaryWriter.behaviourMapTable(map))
    let baseline = ReportOutput.makeRun(
      traces: session.traces, selection: selection, packageRoot: packageRoot)
    let written = SectionReport.write(into: out, baseline: baseline, section: "Behaviour map") {
      $0.behaviourMap = map
    }
    guard written == ExitCode.success else { return written }
    return map.unmapped == nil ? ExitCode.success : ExitCode.failures
  }
}
