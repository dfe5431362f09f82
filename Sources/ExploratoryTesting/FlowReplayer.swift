import Exploration
import Foundation
import Runs
import ScenarioLanguage
import Supervisor
import Traces

/// Replays generated scenarios exactly as `run` replays the corpus: each batch is written as
/// `.scenario` files (with the fixture pool) into a folder of its own under a temporary scenarios
/// folder, parsed with the real parser, and handed to the ``WorkerPool``, whose workers replay many
/// scenarios each, in parallel.
public final class FlowReplayer {
  /// A generated scenario the parser refuses: a bug of the generator.
  struct GeneratorBug: Error {
    let message: String
  }

  let variants: [String]
  let parallelism: Int
  let stepTimeout: Duration
  let pool: FixturePool
  /// The temporary folder holding one folder per batch.
  let workRoot: URL
  private var batches = 0

  /// A replayer of flows on `variants`, `parallelism` workers at once, with `pool`'s fixtures; throws
  /// when its temporary folder cannot be made.
  public init(variants: [String], parallelism: Int, stepTimeout: Duration, pool: FixturePool) throws {
    self.variants = variants
    self.parallelism = parallelism
    self.stepTimeout = stepTimeout
    self.pool = pool
    workRoot = FileManager.default.temporaryDirectory.appendingPathComponent(
      "arch-harness-explore-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)",
      isDirectory: true)
    try FileManager.default.createDirectory(at: workRoot, withIntermediateDirectories: true)
    let root = workRoot
    cleanup = ProcessGroups.addCleanup { try? FileManager.default.removeItem(at: root) }
  }

  /// The token of the cleanup that removes the temporary folder if the tool is stopped.
  private var cleanup: Int?

  /// Removes the temporary folder.
  public func removeWorkRoot() {
    try? FileManager.default.removeItem(at: workRoot)
    if let cleanup { ProcessGroups.removeCleanup(cleanup) }
    cleanup = nil
  }

  /// Writes the pool's fixtures into `folder/fixtures`.
  static func writeFixtures(_ fixtures: [ExploreFixture], into folder: URL) throws {
    let directory = folder.appendingPathComponent("fixtures", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for fixture in fixtures {
      try Data(fixture.json.utf8).write(to: directory.appendingPathComponent(fixture.name))
    }
  }

  /// Replays every scenario text on every variant; returns, per text, the traces in variant
  /// order. Throws when a text does not parse.
  func replay(_ texts: [String]) throws -> [[ReplayTrace]] {
    guard !texts.isEmpty else { return [] }
    batches += 1
    let name = "b" + String(batches).leftPadded(to: 6)
    let folder = workRoot.appendingPathComponent(name, isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.writeFixtures(pool.fixtures, into: folder)
    let files = texts.indices.map { "f" + String($0).leftPadded(to: 5) + ".scenario" }
    for (file, text) in zip(files, texts) {
      try Data(text.utf8).write(to: folder.appendingPathComponent(file))
    }
    let loaded = ScenarioLoader.loadAll(root: folder)
    if let first = loaded.diagnostics.first {
      let index = files.firstIndex { first.location.file.hasSuffix("/" + $0) } ?? 0
      throw GeneratorBug(
        message: loaded.diagnostics.map { $0.render() }.joined(separator: "\n") + "\nin:\n" + texts[index])
    }
    let paths = files.map { "\(name)/\($0)" }
    let workers = WorkerPool(
      executable: ReplayBatch.executable, scenariosRoot: folder, parallelism: parallelism,
      stepTimeout: stepTimeout)
    var byPath: [String: [String: ReplayTrace]] = [:]
    for trace in workers.run(replaying: paths.map { ($0, "explored flow") }, on: variants, progress: { _ in })
    {
      byPath[trace.scenario, default: [:]][trace.variant] = trace
    }
    return paths.map { path in variants.compactMap { byPath[path]?[$0] } }
  }
}

extension String {
  /// The text with zeros in front up to `width` characters (`000042`).
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
