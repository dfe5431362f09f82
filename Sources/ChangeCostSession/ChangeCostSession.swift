import AppContract
import ChangeCost
import Foundation
import Reports
import Runs
import ScratchPackages
import Terminal

/// One `change-cost` run: reads `ChangeRequests/`, and for each change request chosen applies the
/// shared patch and every variant's patch in the scratch copy, builds once, runs the touched
/// variants' unit tests, replays the acceptance scenarios and the patched corpus, and judges
/// each variant's part (``ChangeCostEngine``).
public struct ChangeCostSession {
  let packageRoot: URL
  let scenariosRoot: URL
  let variants: [any AppVariant.Type]
  /// The variant the ratios compare with (`mvc-massive`), when there is one.
  let costBaseline: String?
  let jobs: Int
  let quiet: Bool
  /// True when parts are only applied and built (``ChangeCostEngine/Depth/build``).
  let buildsOnly: Bool

  /// A run over `variants` (in report order), their ratios against `costBaseline`, replaying
  /// `jobs` at once; progress on standard error unless `quiet`. When `buildsOnly`, each part is
  /// only applied and built, in a copy that builds nothing but the variants and their tests.
  public init(
    packageRoot: URL, scenariosRoot: URL, variants: [any AppVariant.Type], costBaseline: String?, jobs: Int,
    quiet: Bool, buildsOnly: Bool = false
  ) {
    self.packageRoot = packageRoot
    self.scenariosRoot = scenariosRoot
    self.variants = variants
    self.costBaseline = costBaseline
    self.jobs = jobs
    self.quiet = quiet
    self.buildsOnly = buildsOnly
  }

  /// The change requests under `packageRoot`, checked against the variants' names.
  public static func requests(
    packageRoot: URL, variants: [any AppVariant.Type]
  ) throws(ChangeRequestError) -> [ChangeRequest] {
    try ChangeRequestCatalog.load(
      root: packageRoot.appendingPathComponent("ChangeRequests", isDirectory: true),
      shownRoot: DisplayPath.of(packageRoot.appendingPathComponent("ChangeRequests")),
      variants: Set(variants.map { $0.name }))
  }

  /// The variants as the engine sees them.
  var changeVariants: [ChangeVariant] {
    variants.map {
      ChangeVariant(
        name: $0.name, module: ReportOutput.moduleName(of: $0), sharedCoreModules: $0.sharedCoreModules)
    }
  }

  /// The outcomes of `requests`, or nil (after saying why) when the scratch copy is in use.
  public func run(_ requests: [ChangeRequest]) -> ChangeCostReport? {
    let root = packageRoot
    let testTargets = Set(changeVariants.flatMap(\.testTargets)).filter {
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/\($0)").path)
    }
    let workbench = ScratchWorkbench(
      packageRoot: packageRoot, scenariosRoot: scenariosRoot, testTargets: Array(testTargets), jobs: jobs,
      buildsOnly: buildsOnly)
    guard workbench.lock() else {
      Console.error(
        "error: another 'change-cost' is using \(DisplayPath.of(workbench.root)); wait for it to end")
      return nil
    }
    let engine = ChangeCostEngine(
      variants: changeVariants,
      read: { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) },
      workbench: ProgressWorkbench(workbench, quiet: quiet), shown: { DisplayPath.of($0) },
      depth: buildsOnly ? .build : .full)
    var outcomes: [ChangeOutcome] = []
    for (index, request) in requests.enumerated() {
      if !quiet { Console.error("[\(index + 1)/\(requests.count)] \(request.id): applying the patches…") }
      workbench.changeID = request.id
      let started = ContinuousClock.now
      let outcome = engine.measure(request)
      outcomes.append(outcome)
      if !quiet {
        let passed = outcome.variants.filter { $0.verdict == .passed }.count
        let verb = buildsOnly ? "apply and build" : "count"
        Console.error(
          "[\(index + 1)/\(requests.count)] \(request.id): \(passed) of \(outcome.variants.count) parts \(verb) "
            + "(\(Int((ContinuousClock.now - started).seconds.rounded())) s)")
      }
    }
    let digest = SourceDigest.of(
      packageRoot: packageRoot, scenariosRoot: scenariosRoot,
      extra: packageRoot.appendingPathComponent("ChangeRequests", isDirectory: true))
    let baseline = variants.contains { $0.name == costBaseline } ? costBaseline : nil
    return ChangeCostReport(baseline: baseline, changes: outcomes, sourceDigest: digest)
  }
}

/// A workbench that says what it is doing before each slow step.
struct ProgressWorkbench: ChangeWorkbench {
  let base: ScratchWorkbench
  let quiet: Bool

  init(_ base: ScratchWorkbench, quiet: Bool) {
    self.base = base
    self.quiet = quiet
  }

  func say(_ text: String) { if !quiet { Console.error("  \(base.changeID): \(text)") } }

  func prepare(files: [String: String?], scenarios: URL?, leavingOut leftOut: Set<String>) -> String? {
    base.prepare(files: files, scenarios: scenarios, leavingOut: leftOut)
  }

  func build() -> [BuildProblem] {
    say("building \(DisplayPath.of(base.root)) (warnings as errors; the first build takes minutes)…")
    return base.build()
  }

  func runUnitTests(_ testTargets: [String]) -> String? {
    say("unit tests: \(testTargets.joined(separator: ", "))…")
    return base.runUnitTests(testTargets)
  }

  func replay(variants: [String]) -> ReplayVerdicts {
    say("replaying the patched corpus and the acceptance scenarios on \(variants.joined(separator: ", "))…")
    return base.replay(variants: variants)
  }
}
