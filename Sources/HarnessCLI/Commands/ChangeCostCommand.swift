import ChangeCost
import ChangeCostSession
import Foundation
import Reports
import Runs
import Supervisor
import Terminal

/// `arch-harness change-cost`: applies the change requests of `ChangeRequests/` to every variant
/// and reports what each architecture had to change (the Change cost section).
enum ChangeCostCommand {
  static let spec = CommandSpec(
    name: "change-cost",
    abstract: "Apply each change request to every variant; count what each had to change.",
    usage:
      "change-cost [--change ID …] [--variant NAME …] [--check] [--build-only] [--jobs N] [--out DIR] [--quiet]",
    options: [
      OptionSpec(
        name: "change", valueName: "ID",
        help: "Only these change requests (folder names under ChangeRequests/, comma-separated).",
        isRepeatable: true),
      SharedOptions.variant,
      OptionSpec(
        name: "check",
        help: "Fail (exit 1) when any part does not count, a patch not written included."),
      OptionSpec(
        name: "build-only",
        help:
          "Only apply and build each change (no unit tests, no replays, no report): a quick check that patches have not rotted."
      ),
      SharedOptions.jobs,
      OptionSpec(
        name: "out", short: "o", valueName: "DIR",
        help: "The reports to add the Change cost section to (default: reports in the package)."),
      OptionSpec(name: "quiet", short: "q", help: "Print only the table."),
    ],
    discussion: """
      Each change request (ChangeRequests/NN-name/: a brief, shared.patch, one patch per variant,
      acceptance Scenarios/; ChangeRequests/README.md says how to write one) is applied in a
      scratch copy of the package (.build/arch-harness-change-cost, kept for incremental builds;
      the working tree is never written): the shared patch, then every variant's patch onto it,
      one build with warnings as errors, the touched variants' unit tests, then the acceptance
      scenarios and the whole patched corpus replayed on every variant with the change. A
      variant's part counts only when its acceptance scenarios pass, nothing else regresses and
      it agrees with the others. Lines are counted by the cost table's rule (Docs/Reports.md,
      "Change cost"). The first run builds the whole package in the scratch copy (minutes).
      With --build-only the copy builds only the variants' modules and what they need (no test
      target), and each part is judged by whether it applies and builds: CI's quick gate.

      Exit status: 0 when every written part counts (with --check: every part, none missing), 1
      otherwise, 2 for bad usage or a change request that cannot be read, 3 when the reports could
      not be written.
      """)

  static func run(_ arguments: ParsedArguments, variants catalog: VariantCatalog) throws(UsageError) -> Int32
  {
    let selection = try VariantSelection.from(arguments, in: catalog)
    let jobs = try SharedOptions.jobs(arguments)
    guard let packageRoot = MutateCommand.packageRoot() else {
      throw UsageError(
        "no Package.swift in the current folder or above it: run change-cost inside the package")
    }
    let out = try RunCommand.outputFolder(arguments, packageRoot: packageRoot)
    let registered = Set(catalog.all.map { $0.name })
    for variant in selection.variants where !registered.contains(variant.name) {
      throw UsageError("variant '\(variant.name)' is not a registered variant with sources to patch")
    }
    let all: [ChangeRequest]
    do {
      all = try ChangeCostSession.requests(packageRoot: packageRoot, variants: catalog.all)
    } catch {
      Console.error(error.description)
      return ExitCode.badInput
    }
    let requests = try chosen(arguments.list("change"), from: all)
    guard !requests.isEmpty else {
      Console.error(
        "error: no change requests in \(DisplayPath.of(packageRoot.appendingPathComponent("ChangeRequests")))"
      )
      return ExitCode.badInput
    }
    if !arguments.flag("build-only"), !ReportOutput.canWrite(to: out) { return ExitCode.reportsNotWritten }
    let session = ChangeCostSession(
      packageRoot: packageRoot,
      scenariosRoot: packageRoot.appendingPathComponent("Scenarios", isDirectory: true),
      variants: selection.variants, costBaseline: catalog.baseline, jobs: jobs,
      quiet: arguments.flag("quiet"),
      buildsOnly: arguments.flag("build-only"))
    guard let report = session.run(requests) else { return ExitCode.failures }
    if arguments.flag("build-only") { return buildCheck(report, check: arguments.flag("check")) }
    Console.out(SummaryWriter.changeCostTable(report))
    for change in report.changes {
      for line in failures(of: change) { Console.error(line) }
    }
    let baseline =
      hasRun(in: out)
      ? nil
      : corpusRun(packageRoot: packageRoot, selection: selection, baseline: catalog.baseline, jobs: jobs)
    let written = SectionReport.write(into: out, baseline: baseline, section: "Change cost") {
      $0.changeCost = report
    }
    if written != ExitCode.success { return written }
    return status(of: report, check: arguments.flag("check"))
  }

  /// Says, for `--build-only`, how many parts of each change apply and build and why the others
  /// do not; the exit status as for a full run (no report is written: nothing was replayed).
  static func buildCheck(_ report: ChangeCostReport, check: Bool) -> Int32 {
    for change in report.changes {
      let built = change.variants.filter { $0.verdict == .passed }.count
      Console.out("\(change.id): \(built) of \(change.variants.count) parts apply and build")
      for line in failures(of: change) { Console.out("  " + line) }
    }
    return status(of: report, check: check)
  }

  /// A line for each part of `change` that does not count: the change, the variant, the verdict
  /// and why.
  static func failures(of change: ChangeOutcome) -> [String] {
    change.variants.filter { $0.verdict != .passed }.map { part in
      "\(change.id), \(part.variant): \(part.verdict.rawValue)" + (part.detail.map { ": \($0)" } ?? "")
    }
  }

  /// 1 when a part does not count (a patch not written only with `check`), else 0.
  static func status(of report: ChangeCostReport, check: Bool) -> Int32 {
    let failed = report.changes.flatMap(\.variants).contains {
      $0.verdict != .passed && (check || $0.verdict != .notWritten)
    }
    return failed ? ExitCode.failures : ExitCode.success
  }

  /// True when `directory` holds a run's `results.json` this tool reads.
  static func hasRun(in directory: URL) -> Bool {
    let file = directory.appendingPathComponent(ReportFormat.json.fileName)
    return (try? String(contentsOf: file, encoding: .utf8)).flatMap { try? JSONReportWriter.run(from: $0) }
      != nil
  }

  /// The unpatched corpus replayed on `selection`, as `run` would: the run the Change cost
  /// section is added to when the output folder holds none.
  static func corpusRun(
    packageRoot: URL, selection: VariantSelection, baseline: String?, jobs: Int
  ) -> HarnessRun? {
    guard
      let corpus = ScenarioCatalog.load(
        root: packageRoot.appendingPathComponent("Scenarios", isDirectory: true)),
      corpus.diagnostics.isEmpty
    else { return nil }
    Console.error("No run in the reports folder: replaying the corpus for the reports to add the section to…")
    let traces = ReplayBatch(
      catalog: corpus, variants: selection.variants, parallelism: jobs, repeatCount: 1,
      stepTimeout: WorkerPool.defaultStepTimeout, showsProgress: false
    ).run()
    return ReportOutput.makeRun(
      traces: traces, selection: selection, packageRoot: packageRoot,
      costBaseline: baseline)
  }

  /// The change requests `names` asks for, in number order (all when none is named).
  static func chosen(_ names: [String], from all: [ChangeRequest]) throws(UsageError) -> [ChangeRequest] {
    guard !names.isEmpty else { return all }
    for name in names where !all.contains(where: { $0.id == name }) {
      throw UsageError(
        "no change request is called '\(name)' (change requests: \(all.map(\.id).joined(separator: ", ")))")
    }
    return all.filter { names.contains($0.id) }
  }
}
