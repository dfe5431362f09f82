import Comparison
import Foundation
import Mutation
import ScratchPackages
import Supervisor
import Synchronization
import Traces

/// Runs the two judges of a mutant in the scratch build: a unit-test target (the variant's, or its
/// shared core's), and the scenarios that reach the mutant replayed black-box on a variant and
/// compared with its unmutated replays.
struct MutantJudge {
  let scratch: ScratchPackage
  /// Where each judge's output goes (a temporary folder).
  let workRoot: URL
  /// The scenarios folder, and its scenarios (paths relative to it, with their titles).
  let scenariosRoot: URL
  let scenarios: [(path: String, name: String)]
  /// The unmutated replays, by variant and scenario.
  var baseline: [String: [String: ReplayTrace]] = [:]
  /// The scenarios whose unmutated replay reaches each mutation point, by variant then mutant id,
  /// in corpus order: the only ones a mutant's replay judge needs to replay.
  var reachingScenarios: [String: [Int: [String]]] = [:]
  /// The unit-test judge's time limit: ten times the unmutated run, and at least this.
  var unitTestTimeout: Duration = .seconds(3)
  /// The replay judge's step timeout: a mutant stuck in a step is killed by timing out.
  var stepTimeout: Duration = .seconds(5)

  // MARK: - Unit tests

  /// The unit tests of `target` with mutant `id` on (0: none); `reach` collects the points reached.
  func unitTests(target: String, mutant id: Int, reach: URL? = nil) -> ProcessRunner.Ending {
    let filter = "^\(target)\\."
    let command: [String]
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: scratch.testBundle.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      command = [scratch.testBundle.path, "--testing-library", "swift-testing", "--filter", filter]
    } else {
      command = ["swift", "test", "--skip-build", "--filter", filter]
    }
    return ProcessRunner.run(
      command, in: scratch.root, environment: environment(id, reach: reach),
      output: workRoot.appendingPathComponent(Self.unitTestLog(target: target, mutant: id)),
      timeout: unitTestTimeout)
  }

  /// The name of the log of `target`'s run with mutant `id` on (0: none), in the work folder.
  static func unitTestLog(target: String, mutant id: Int) -> String { "unit-\(target)-\(id).log" }

  /// The unit-test judge's verdict on a mutant.
  func unitTestVerdict(target: String, mutant id: Int) -> MutantVerdict {
    switch unitTests(target: target, mutant: id) {
    case .exited(0): .survived
    case .timedOut: .timedOut
    default: .killed
    }
  }

  // MARK: - Replays

  /// Replays every scenario on each of `variants` unmutated, each replay in a worker of its own
  /// that records the mutation points it reaches (in a folder under `reach`), `jobs` at once.
  /// Returns the traces and, per variant and scenario, the points reached.
  func unmutatedReplays(
    variants: [String], jobs: Int, reach: URL
  ) -> (traces: [ReplayTrace], reached: [String: [String: Set<Int>]]) {
    let pairs = variants.flatMap { variant in scenarios.indices.map { (variant, $0) } }
    let traces = Mutex<[ReplayTrace]>([])
    let reached = Mutex<[String: [String: Set<Int>]]>([:])
    WorkQueue.run(count: pairs.count, jobs: jobs) { index in
      let (variant, scenarioIndex) = pairs[index]
      let scenario = scenarios[scenarioIndex]
      let folder = reach.appendingPathComponent("\(variant)-\(scenarioIndex)", isDirectory: true)
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let replayed = replay([scenario], on: variant, mutant: 0, reach: folder)
      let points = Self.reachedIDs(in: folder)
      traces.withLock { $0 += replayed }
      reached.withLock { $0[variant, default: [:]][scenario.path] = points }
    }
    return (traces.withLock { $0 }, reached.withLock { $0 })
  }

  /// The replay judge's verdict on mutant `id` of `variant`: the scenarios that reach it,
  /// replayed with it on, against their unmutated traces.
  func replayVerdict(variant: String, mutant id: Int) -> MutantVerdict {
    let paths = reachingScenarios[variant]?[id] ?? []
    guard !paths.isEmpty else { return .notReached }
    let names = Dictionary(scenarios.map { ($0.path, $0.name) }, uniquingKeysWith: { first, _ in first })
    let expected = baseline[variant] ?? [:]
    let tellsApart: @Sendable (ReplayTrace) -> Bool = { trace in
      expected[trace.scenario].map { TraceEquality.firstDifference($0, trace) != nil } ?? true
    }
    let traces = replay(
      paths.map { ($0, names[$0] ?? $0) }, on: variant, mutant: id, reach: nil, stopAfter: tellsApart)
    if let different = traces.first(where: tellsApart) {
      if case .timedOut = different.outcome { return .timedOut }
      return .killed
    }
    return traces.count == paths.count ? .survived : .killed
  }

  /// `scenarios` replayed on `variant` with mutant `id` on, in one supervised worker (a fresh one
  /// after a crash or a hang, which the trace reports at its step), up to the first trace
  /// `stopAfter` accepts.
  private func replay(
    _ scenarios: [(path: String, name: String)], on variant: String, mutant id: Int, reach: URL?,
    stopAfter: @escaping @Sendable (ReplayTrace) -> Bool = { _ in false }
  ) -> [ReplayTrace] {
    let pool = WorkerPool(
      executable: scratch.worker, scenariosRoot: scenariosRoot, parallelism: 1, stepTimeout: stepTimeout,
      extraEnvironment: environment(id, reach: reach))
    return pool.run(replaying: scenarios, on: [variant], stopAfter: stopAfter) { _ in }
  }

  /// The mutation points listed in the `reached-*` files of `folder`.
  static func reachedIDs(in folder: URL) -> Set<Int> {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let texts = names.compactMap {
      try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
    return SchemaRuntime.reachedIDs(in: texts)
  }

  private func environment(_ id: Int, reach: URL?) -> [String: String] {
    var environment = [SchemaRuntime.environmentVariable: String(id), "NO_COLOR": "1"]
    if let reach { environment[SchemaRuntime.reachVariable] = reach.path }
    return environment
  }
}
