import Foundation
import ScenarioLanguage

/// The scenarios a worker replays, by path: those of its command line, parsed when it starts, and
/// those it reads later (`--more-from-input`), each parsed when it comes. Paths are the scenarios
/// folder's name, then the path inside it; only the files asked for are parsed, so a worker given
/// part of a large folder does not parse all of it. A path without that prefix has the whole
/// folder parsed, once. A worker parses on its own thread, never on GCD's pool: a thread that pool
/// started late would be taken for one a replay left behind.
public struct WorkerCatalog {
  /// The scenarios folder.
  public let root: URL
  private let prefix: String
  private var scenarios: [String: Scenario] = [:]
  private var hasLoadedAll = false
  /// The fixture files read so far: the scenarios a worker takes name the same few.
  private let fixtureFiles = FixtureFiles()

  /// The catalog of the scenarios at `paths` in `root`, parsed now.
  public init(root: URL, paths: [String]) {
    self.root = root
    prefix = root.standardizedFileURL.lastPathComponent + "/"
    let relative = paths.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    if relative.count == paths.count {
      add(ScenarioLoader.load(relative, root: root, onAllCores: false, fixtureFiles: fixtureFiles))
    } else {
      loadAll()
    }
  }

  /// The scenario at `path`, parsed now if it was not yet; nil when it does not parse.
  public mutating func scenario(at path: String) -> Scenario? {
    if let scenario = scenarios[path] { return scenario }
    if path.hasPrefix(prefix) {
      add(
        ScenarioLoader.load(
          [String(path.dropFirst(prefix.count))], root: root, onAllCores: false, fixtureFiles: fixtureFiles))
    } else if !hasLoadedAll {
      loadAll()
    }
    return scenarios[path]
  }

  /// The scenario at `path` if it was parsed and parses, without parsing anything.
  public func parsedScenario(at path: String) -> Scenario? { scenarios[path] }

  /// Why `path` gives no scenario, and, when it is not inside the scenarios folder as the worker
  /// spells paths, how to spell it.
  public func noScenarioMessage(at path: String) -> String {
    let message = "error: no valid scenario at \(path)"
    guard !path.hasPrefix(prefix) else { return message }
    return message + " (a path is the scenarios folder's name, then the path inside it: \(prefix)…)"
  }

  private mutating func loadAll() {
    add(ScenarioLoader.loadAll(root: root, onAllCores: false, fixtureFiles: fixtureFiles))
    hasLoadedAll = true
  }

  private mutating func add(_ loaded: ScenarioLoadResult) {
    for scenario in loaded.scenarios where scenarios[scenario.path] == nil {
      scenarios[scenario.path] = scenario
    }
  }
}
