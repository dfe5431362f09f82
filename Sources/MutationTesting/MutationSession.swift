import AppContract
import Foundation
import Mutation
import Reports
import Runs
import ScratchPackages
import Synchronization
import Terminal
import Traces

/// One `mutate` run: plan the mutants, build the scratch copy (leaving out sites whose rewrite
/// does not compile), run the unmutated judges once to learn what each reaches (the replays one
/// scenario at a time, so that each mutant is replayed only on the scenarios that reach it), then
/// judge the chosen mutants in parallel.
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
  /// variant (all when nil), judged `jobs` at once; progress on standard error unless `quiet`.
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
    let modules = plan.modules.filter { selected.contains($0.variant) }
    let chosen = modules.map { module in
      sample.map { MutantSampler.sample(module.candidates, count: $0) } ?? module.candidates
    }
    let work = zip(modules, chosen).flatMap { module, mutants in mutants.map { (module, $0) } }
    progress("Judging \(work.count) mutants (\(jobs) at once)…")
    let verdicts = Mutex<[Int: JudgedMutant]>([:])
    let finished = Mutex(0)
    let frozen = judge
    let quiet = quiet
    WorkQueue.run(count: work.count, jobs: jobs) { index in
      let (module, mutant) = work[index]
      let unit: MutantVerdict =
        module.unitTestTarget.map { target in
          reach.unitTests.contains(mutant.id)
            ? frozen.unitTestVerdict(target: target, mutant: mutant.id) : .notReached
        } ?? .notReached
      let replay: MutantVerdict =
        reach.replays.contains(mutant.id)
        ? frozen.replayVerdict(variant: module.variant, mutant: mutant.id) : .notReached
      let judged = JudgedMutant(mutant: mutant, unitTests: unit, replays: replay)
      verdicts.withLock { $0[mutant.id] = judged }
      let count = finished.withLock { value in
        value += 1
        return value
      }
      Self.progress(
        quiet,
        "[\(count)/\(work.count)] \(module.variant) #\(mutant.id) \(mutant.mutationOperator.rawValue) "
          + "\(mutant.location): unit tests \(unit.rawValue), replays \(replay.rawValue)")
    }
    let all = verdicts.withLock { $0 }
    let variants = zip(modules, chosen).map { module, mutants in
      VariantTestability(
        variant: module.variant, module: module.module, unitTestTarget: module.unitTestTarget,
        generated: module.mutants.count, judged: mutants.compactMap { all[$0.id] },
        equivalents: module.equivalents)
    }
    progress("Judged \(work.count) mutants in \((ContinuousClock.now - started).secondsText) s")
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
      let judged = plan.modules.filter { selected.contains($0.variant) }
      let count = judged.reduce(0) { $0 + $1.mutants.count }
      do {
        let manifest = try String(
          contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var replaced = plan.replaced
        replaced["Package.swift"] = MutationPlan.scratchManifest(
          manifest, testTargets: judged.compactMap(\.unitTestTarget))
        try scratch.sync(replaced: replaced, added: plan.added)
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

  /// Runs the unmutated judges, which must pass, and returns the mutation points each reached;
  /// the replay judge also learns which scenarios reach each point.
  private func baseline(
    _ plan: MutationPlan, judge: inout MutantJudge, workRoot: URL
  ) -> (unitTests: Set<Int>, replays: Set<Int>)? {
    let unitReach = workRoot.appendingPathComponent("reach-unit", isDirectory: true)
    let replayReach = workRoot.appendingPathComponent("reach-replays", isDirectory: true)
    for folder in [unitReach, replayReach] {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    progress("Running the unmutated unit tests…")
    for module in plan.modules where selected.contains(module.variant) {
      guard let target = module.unitTestTarget else { continue }
      let start = ContinuousClock.now
      let ending = judge.unitTests(target: target, mutant: 0, reach: unitReach)
      guard ending.succeeded else {
        Console.error("error: \(target) fails without mutants (\(ending)); see \(workRoot.path)/unit-0.log")
        return nil
      }
      judge.unitTestTimeout = max(judge.unitTestTimeout, (ContinuousClock.now - start) * 10)
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
    let replayReached = Set(reached.values.flatMap { $0.values.flatMap { $0 } })
    return (MutantJudge.reachedIDs(in: unitReach), replayReached)
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
