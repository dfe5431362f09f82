import Foundation
import ScenarioLanguage
import Supervisor
import Synchronization

/// A run's scenario files, read by the workers that replay them (``WorkerPool/start(reading:on:)``):
/// each file is parsed once, in a worker, and the run learns from its heading what it needs to
/// decide what runs (titles, tags, covered behaviours). A file that does not parse is parsed here
/// again, which says what is wrong with it, as `check` would; so is one whose worker ended before
/// it. Nothing is replayed until every file is read.
public final class ScenarioReading: Sendable {
  private let pool: WorkerPool
  private let variants: [String]
  private let started = Mutex<ReadingWorkers?>(nil)

  /// The workers that read the files, waiting for the scenarios to replay; nil until
  /// ``parse(_:root:)`` started them.
  public var workers: ReadingWorkers? { started.withLock { $0 } }

  /// Reading in `pool`'s workers, which will replay on `variants`.
  public init(pool: WorkerPool, variants: [String]) {
    self.pool = pool
    self.variants = variants
  }

  /// The scenarios at `relativePaths` in `root` (a ``ScenarioCatalog/FileParser``): those read by
  /// the workers hold their headings only, their steps being in the workers; those that do not
  /// parse give their diagnostics. Only the first call starts workers; later ones parse here.
  public func parse(_ relativePaths: [String], root: URL) -> ScenarioLoadResult {
    // No files listed (or a folder that is missing, which this process says): no workers.
    guard workers == nil, !relativePaths.isEmpty else {
      return ScenarioLoader.load(relativePaths, root: root)
    }
    let prefix = root.standardizedFileURL.lastPathComponent
    let paths = relativePaths.map { "\(prefix)/\($0)" }
    let workers = pool.start(reading: paths, on: variants)
    started.withLock { $0 = workers }
    let headings = workers.headings()
    var scenarios: [Scenario] = []
    var diagnostics: [ScenarioDiagnostic] = []
    let fixtureFiles = FixtureFiles()
    for (relativePath, path) in zip(relativePaths, paths) {
      if let heading = headings[path] {
        scenarios.append(Scenario(heading))
      } else {
        let loaded = ScenarioLoader.load(
          [relativePath], root: root, onAllCores: false, fixtureFiles: fixtureFiles)
        scenarios += loaded.scenarios
        diagnostics += loaded.diagnostics
      }
    }
    return ScenarioLoadResult(scenarios: scenarios, diagnostics: diagnostics)
  }

  /// Ends the workers if nothing was replayed in them.
  public func close() {
    workers?.close()
  }
}

extension Scenario {
  /// The scenario a worker's heading describes: its title, tags and covered behaviours, without
  /// the steps and services the worker holds.
  init(_ heading: ScenarioHeading) {
    self.init(
      name: heading.name, tags: heading.tags, path: heading.path,
      covers: heading.covers.map {
        BehaviourReference(
          id: $0.id, location: ScenarioLocation(file: heading.path, line: $0.line, column: $0.column))
      })
  }
}
