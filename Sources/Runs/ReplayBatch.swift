import AppContract
import Foundation
import Supervisor
import Synchronization
import Terminal
import Traces

/// Replays a set of scenarios on a set of variants in worker processes, with progress.
public struct ReplayBatch: Sendable {
  public let catalog: ScenarioCatalog
  public let variants: [any AppVariant.Type]
  public let parallelism: Int
  public let repeatCount: Int
  public let stepTimeout: Duration
  public let showsProgress: Bool
  /// Where the progress goes: standard output (`run`, whose output is the progress and the
  /// summary), or standard error (`replay`, whose output is the results).
  public var progressOnStandardError = false
  /// The workers that read the catalog's files (``ScenarioReading``), which then replay them with
  /// the settings of the pool that started them (one replay of each scenario in a run); nil for
  /// workers started for the replays.
  public var workers: ReadingWorkers?

  /// A batch of `catalog`'s scenarios on `variants`, `parallelism` workers at once, each
  /// replayed `repeatCount` times.
  public init(
    catalog: ScenarioCatalog, variants: [any AppVariant.Type], parallelism: Int, repeatCount: Int,
    stepTimeout: Duration, showsProgress: Bool, progressOnStandardError: Bool = false,
    workers: ReadingWorkers? = nil
  ) {
    self.catalog = catalog
    self.variants = variants
    self.parallelism = parallelism
    self.repeatCount = repeatCount
    self.stepTimeout = stepTimeout
    self.showsProgress = showsProgress
    self.progressOnStandardError = progressOnStandardError
    self.workers = workers
  }

  /// The pool a batch replays in: `parallelism` workers at once, each replaying every scenario
  /// `repeatCount` times.
  public static func workerPool(
    scenariosRoot: URL, parallelism: Int, repeatCount: Int = 1, stepTimeout: Duration
  ) -> WorkerPool {
    WorkerPool(
      executable: executable, scenariosRoot: scenariosRoot, parallelism: parallelism,
      stepTimeout: stepTimeout, extraArguments: repeatCount > 1 ? ["--repeat", String(repeatCount)] : [])
  }

  /// Every trace, ordered by scenario then by variant (registry order).
  public func run() -> [ReplayTrace] {
    let total = variants.count * catalog.scenarios.count
    let done = Mutex(0)
    let scenarios = catalog.scenarios.map { (path: $0.path, name: $0.name) }
    let progress: @Sendable (ReplayTrace) -> Void = { trace in
      let count = done.withLock { count in
        count += 1
        return count
      }
      if showsProgress { printProgress(trace, count: count, total: total) }
    }
    let traces =
      if let workers {
        workers.replay(scenarios, progress: progress)
      } else {
        Self.workerPool(
          scenariosRoot: catalog.root, parallelism: parallelism, repeatCount: repeatCount,
          stepTimeout: stepTimeout
        ).run(replaying: scenarios, on: variants.map { $0.name }, progress: progress)
      }
    if showsProgress, isTerminal { write("") }
    let scenarioOrder = Dictionary(uniqueKeysWithValues: catalog.scenarios.enumerated().map { ($1.path, $0) })
    let variantOrder = Dictionary(uniqueKeysWithValues: variants.enumerated().map { ($1.name, $0) })
    // Each trace's place looked up once, not at every comparison of the sort (a path is hashed
    // whole); a stable sort of the positions, so that equal places keep the order they came in.
    let places = traces.map { (scenarioOrder[$0.scenario] ?? 0, variantOrder[$0.variant] ?? 0) }
    return traces.indices.sorted { places[$0] < places[$1] }.map { traces[$0] }
  }

  /// Whether the progress goes to a terminal.
  private var isTerminal: Bool { progressOnStandardError ? Console.errorIsTerminal : Console.isTerminal }

  /// One line per finished replay; on a terminal a live counter that rewrites itself.
  private func printProgress(_ trace: ReplayTrace, count: Int, total: Int) {
    let status =
      trace.outcome.isPass ? Console.paint("pass", .green) : Console.paint(trace.outcome.status, .red)
    let line = Self.progressLine(
      variant: trace.variant, scenario: catalog.shown(trace.scenario), status: status, count: count,
      total: total, repeatCount: repeatCount)
    if isTerminal && trace.outcome.isPass {
      write("\r\u{1B}[K" + line, newline: false)
    } else {
      write((isTerminal ? "\r\u{1B}[K" : "") + line)
    }
  }

  /// `[3/12] mvc Scenarios/x.scenario: pass`; with `--repeat N`,
  /// `[3/12] mvc Scenarios/x.scenario, 20 times: pass`.
  static func progressLine(
    variant: String, scenario: String, status: String, count: Int, total: Int, repeatCount: Int
  ) -> String {
    let times = repeatCount > 1 ? ", \(repeatCount) times" : ""
    return "[\(count)/\(total)] \(variant) \(scenario)\(times): \(status)"
  }

  private func write(_ text: String, newline: Bool = true) {
    let handle = progressOnStandardError ? FileHandle.standardError : FileHandle.standardOutput
    handle.write(Data((text + (newline ? "\n" : "")).utf8))
  }

  /// This executable, which also serves as the worker: the path the system started, whatever
  /// the current folder or `PATH` (`argv[0]` only when the system cannot say).
  public static let executable: URL = {
    let started = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return started.standardizedFileURL.resolvingSymlinksInPath()
  }()

  /// The default number of workers at once: the machine's cores.
  public static var defaultParallelism: Int { ProcessInfo.processInfo.activeProcessorCount }
}
