import AppContract
import Foundation
import Mutation
import Reports
import Runs
import ScratchPackages
import Synchronization
import Terminal
import Traces

/// One `mutate` run: plan the mutants (of the variants' modules and their shared cores), build the
/// scratch copy (leaving out sites whose rewrite does not compile), run the unmutated judges once
/// to learn what each reaches (the replays one scenario at a time, so that each mutant is replayed
/// only on the scenarios that reach it), then judge the chosen mutants in parallel: a core's
/// mutants for every selected variant sharing it (see ``JudgingWork``).
public final class MutationSession {
  let packageRoot: URL
  let registered: [any AppVariant.Type]
  let selected: [String]
  let sample: Int?
  let jobs: Int
  let quiet: Bool
  let scratch: ScratchPackage
  /// The scenario corpus the replay judge replays.
  let catalog: ScenarioCatalog
  /// The unmutated replays of the selected variants, once run.
  public private(set) var baselineTraces: [ReplayTrace] = []

  /// A run of `selected`'s mutants (ids numbered over every `registered` variant), `sample` a
  /// module (the variant's own and each shared core; all when nil), judged `jobs` at once; progress on standard error unless `quiet`.
  public init(
    packageRoot: URL, catalog: ScenarioCatalog, registered: [any AppVariant.Type], selected: [String],
    sample: Int?, jobs: Int, quiet: Bool
  ) {
    self.packageRoot = packageRoot
    self.catalog = catalog
    self.registered = registered
    self.selected = selected
    self.sample = sample
    self.jobs = jobs
    self.quiet = quiet
    scratch = ScratchPackage(packageRoot: packageRoot)
  }

  /// The scores, or nil after saying what went wrong.
  public func run() -> Testability? {
    let started = ContinuousClock.now
    guard scratch.lock() else {
      Console.error("error: another 'mutate' is using \(relative(scratch.root)); wait for it to end")
      return nil
    }
    let digest = SourceDigest.of(packageRoot: packageRoot, scenariosRoot: catalog.root)
    guard let plan = build() else { return nil }
    let workRoot = FileManager.default.temporaryDirectory
      .appendingPathComponent("arch-harness-mutate-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: workRoot, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: workRoot) }
    var judge = MutantJudge(
      scratch: scratch, workRoot: workRoot, scenariosRoot: catalog.root,
      scenarios: catalog.scenarios.map { ($0.path, $0.name) })
    guard let reach = baseline(plan, judge: &judge, workRoot: workRoot) else { return nil }
    let work = JudgingWork(
      variants: JudgingWork.variants(of: plan, selected: selected, sample: sample),
      unitReach: reach.unitTests,
      replayReach: reach.replays)
    let jobs = work.jobs
    let mutantCount = Set(work.variants.flatMap { $0.mutants.map(\.id) }).count
    progress("Judging \(mutantCount) mutants in \(jobs.count) judge runs (\(self.jobs) at once)…")
    let verdicts = Mutex<[JudgingWork.Job: MutantVerdict]>([:])
    let finished = Mutex(0)
    let frozen = judge
    let quiet = quiet
    let mutants = Dictionary(
      work.variants.flatMap { $0.mutants.map { ($0.id, $0) } }, uniquingKeysWith: { first, _ in first })
    WorkQueue.run(count: jobs.count, jobs: self.jobs) { index in
      let job = jobs[index]
      let (verdict, judgeName, id): (MutantVerdict, String, Int) =
        switch job {
        case .unitTests(let target, let id): (frozen.unitTestVerdict(target: target, mutant: id), target, id)
        case .replays(let variant, let id):
          (frozen.replayVerdict(variant: variant, mutant: id), "replays on \(variant)", id)
        }
      verdicts.withLock { $0[job] = verdict }
      let count = finished.withLock { value in
        value += 1
        return value
      }
      let mutant = mutants[id]
      Self.progress(
        quiet,
        "[\(count)/\(jobs.count)] #\(id) \(mutant?.mutationOperator.rawValue ?? "") "
          + "\(mutant?.location ?? ""): \(judgeName) \(verdict.rawValue)")
    }
    let all = verdicts.withLock { $0 }
    let variants = work.variants.map { variant in
      JudgingWork.testability(of: variant, in: plan, judged: work.judged(variant, verdicts: all))
    }
    progress("Judged \(mutantCount) mutants in \((ContinuousClock.now - started).secondsText) s")
    return Testability(sample: sample, variants: variants, sourceDigest: digest)
  }

  // MARK: - Build

  /// The most builds a run tries, leaving out what does not compile each time.
  private let maxBuildRounds = 12

  /// Plans, syncs and builds the scratch copy; a site whose rewrite does not compile is left out
  /// (and remembered) and the build tried again.
  private func build() -> MutationPlan? {
    let skippedFile = scratch.root.appendingPathComponent("skipped-sites.txt")
    var skipped = SkippedSite.load(from: skippedFile)
    for round in 1...maxBuildRounds {
      let plan = MutationPlan.make(
        variants: registered, packageRoot: packageRoot, skipped: skipped, selected: Set(selected))
      let count = plan.modules(judging: selected).reduce(0) { $0 + $1.mutants.count }
      do {
        let manifest = try String(
          contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let worker = ScratchWorker(registering: registered.filter { selected.contains($0.name) })
        var replaced = plan.replaced
        replaced["Package.swift"] = MutationPlan.scratchManifest(
          manifest, testTargets: plan.unitTestTargets(judging: selected), worker: worker)
        var added = plan.added
        added[ScratchWorker.mainPath] = worker.mainSource(why: MutationPlan.scratchWhy)
        try scratch.sync(replaced: replaced, added: added)
      } catch {
        Console.error(
          "error: cannot write the scratch copy in \(scratch.root.path): \(error.localizedDescription)")
        return nil
      }
      progress("Building the scratch copy with \(count) mutants (\(relative(scratch.root)))…")
      let start = ContinuousClock.now
      let log = scratch.root.appendingPathComponent("build.log")
      let ending = scratch.build(log: log)
      progress("  built in \((ContinuousClock.now - start).secondsText) s")
      if ending.succeeded { return plan }
      let errors = scratch.errors(inLog: log)
      let culprits = Set(errors.flatMap { plan.mutants(near: $0.file, line: $0.line) })
      guard !culprits.isEmpty, round < maxBuildRounds else {
        Console.error("error: the scratch build fails (see \(relative(log))):")
        for error in errors.prefix(5) { Console.error("  \(error.file):\(error.line)") }
        return nil
      }
      progress("  \(culprits.count) mutants do not compile; leaving them out")
      skipped.formUnion(culprits.map(plan.skippedSite(of:)))
      SkippedSite.save(skipped, to: skippedFile)
    }
    return nil
  }

  // MARK: - Baseline

  /// Runs the unmutated judges, which must pass, and returns the mutation points each reached:
  /// per unit-test target, and per variant for the replays; the replay judge also learns which
  /// scenarios reach each point.
  private func baseline(
    _ plan: MutationPlan, judge: inout MutantJudge, workRoot: URL
  ) -> (unitTests: [String: Set<Int>], replays: [String: Set<Int>])? {
    let replayReach = workRoot.appendingPathComponent("reach-replays", isDirectory: true)
    try? FileManager.default.createDirectory(at: replayReach, withIntermediateDirectories: true)
    progress("Running the unmutated unit tests…")
    var unitReached: [String: Set<Int>] = [:]
    for target in plan.unitTestTargets(judging: selected) {
      let reach = workRoot.appendingPathComponent("reach-unit-\(target)", isDirectory: true)
      try? FileManager.default.createDirectory(at: reach, withIntermediateDirectories: true)
      let start = ContinuousClock.now
      let ending = judge.unitTests(target: target, mutant: 0, reach: reach)
      guard ending.succeeded else {
        Console.error(
          "error: \(target) fails without mutants (\(ending)); see \(workRoot.appendingPathComponent(MutantJudge.unitTestLog(target: target, mutant: 0)).path)"
        )
        return nil
      }
      judge.unitTestTimeout = max(judge.unitTestTimeout, (ContinuousClock.now - start) * 10)
      unitReached[target] = MutantJudge.reachedIDs(in: reach)
    }
    let start = ContinuousClock.now
    progress(
      "Replaying \(judge.scenarios.count) scenarios on \(selected.count) variants unmutated, "
        + "each in a worker of its own to learn what it reaches…")
    let (traces, reached) = judge.unmutatedReplays(variants: selected, jobs: jobs, reach: replayReach)
    progress("  replayed in \((ContinuousClock.now - start).secondsText) s")
    baselineTraces = traces
    judge.baseline = Dictionary(grouping: traces, by: \.variant).mapValues { traces in
      Dictionary(traces.map { ($0.scenario, $0) }, uniquingKeysWith: { first, _ in first })
    }
    judge.reachingScenarios = reached.mapValues { byScenario in
      var scenarios: [Int: [String]] = [:]
      for scenario in judge.scenarios {
        for id in byScenario[scenario.path] ?? [] { scenarios[id, default: []].append(scenario.path) }
      }
      return scenarios
    }
    return (unitReached, reached.mapValues { Set($0.values.flatMap { $0 }) })
  }

  // MARK: - Output

  private func progress(_ line: String) { Self.progress(quiet, line) }

  private static func progress(_ quiet: Bool, _ line: String) {
    if !quiet { Console.error(line) }
  }

  private func relative(_ url: URL) -> String {
    let root = packageRoot.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
