import AppContract
import Foundation
import Supervisor
import Synchronization
import Traces

/// Replays a set of scenarios on a set of variants in worker processes, with progress.
struct ReplayBatch {
  let catalog: ScenarioCatalog
  let variants: [any AppVariant.Type]
  let parallelism: Int
  let repeatCount: Int
  let stepTimeout: Duration
  let showsProgress: Bool

  /// Every trace, ordered by scenario then by variant (registry order).
  func run() -> [ReplayTrace] {
    let pool = WorkerPool(
      executable: Self.executable, scenariosRoot: catalog.root, parallelism: parallelism,
      stepTimeout: stepTimeout,
      extraArguments: repeatCount > 1 ? ["--repeat", String(repeatCount)] : [])
    let total = variants.count * catalog.scenarios.count
    let done = Mutex(0)
    let scenarios = catalog.scenarios.map { (path: $0.path, name: $0.name) }
    let traces = pool.run(replaying: scenarios, on: variants.map { $0.name }) { trace in
      let count = done.withLock { count in
        count += 1
        return count
      }
      if showsProgress { Self.printProgress(trace, count: count, total: total) }
    }
    if showsProgress, Console.isTerminal { Console.out("") }
    let scenarioOrder = Dictionary(uniqueKeysWithValues: catalog.scenarios.enumerated().map { ($1.path, $0) })
    let variantOrder = Dictionary(uniqueKeysWithValues: variants.enumerated().map { ($1.name, $0) })
    return traces.sorted {
      (scenarioOrder[$0.scenario] ?? 0, variantOrder[$0.variant] ?? 0)
        < (scenarioOrder[$1.scenario] ?? 0, variantOrder[$1.variant] ?? 0)
    }
  }

  /// One line per finished replay; on a terminal a live counter that rewrites itself.
  private static func printProgress(_ trace: ReplayTrace, count: Int, total: Int) {
    let status =
      trace.outcome.isPass ? Console.paint("pass", .green) : Console.paint(trace.outcome.status, .red)
    let line = "[\(count)/\(total)] \(trace.variant) \(trace.scenario): \(status)"
    if Console.isTerminal && trace.outcome.isPass {
      FileHandle.standardOutput.write(Data(("\r\u{1B}[K" + line).utf8))
    } else {
      Console.out((Console.isTerminal ? "\r\u{1B}[K" : "") + line)
    }
  }

  /// This executable, which also serves as the worker: the path the system started, whatever
  /// the current folder or `PATH` (`argv[0]` only when the system cannot say).
  static let executable: URL = {
    let started = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return started.standardizedFileURL.resolvingSymlinksInPath()
  }()

  /// The default number of workers at once: the machine's cores.
  static var defaultParallelism: Int { ProcessInfo.processInfo.activeProcessorCount }
}
