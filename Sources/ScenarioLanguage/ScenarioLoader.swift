import Dispatch
import Foundation
import Synchronization

/// Every scenario of a folder, and every error found while reading them.
public struct ScenarioLoadResult: Equatable, Sendable {
  /// The scenarios that parsed, sorted by path.
  public let scenarios: [Scenario]
  /// The errors of the files that did not parse, in path order, then line and column order.
  public let diagnostics: [ScenarioDiagnostic]
  /// The `.scenario` files and folders not read because their names are not UTF-8 (no path can
  /// name them), in path order: an error for `check`, a warning for the other commands.
  public let skipped: [ScenarioDiagnostic]

  public init(scenarios: [Scenario], diagnostics: [ScenarioDiagnostic], skipped: [ScenarioDiagnostic] = []) {
    self.scenarios = scenarios
    self.diagnostics = diagnostics
    self.skipped = skipped
  }
}

/// Finds and parses the `.scenario` files of a scenarios folder.
///
/// Scenario files are confined like fixtures: nothing outside the scenarios folder is read. Links
/// to folders are not followed; a `.scenario` file that is a link to a file outside the folder is
/// an error, and so is one that is not a regular file (a FIFO would block the read).
public enum ScenarioLoader {
  /// Parses every `**/*.scenario` file under `root`, sorted by relative path.
  ///
  /// Each scenario's ``Scenario/path`` (and each diagnostic's file) is the root folder's name
  /// followed by the relative path, like `Scenarios/products/favourite-from-detail.scenario`:
  /// the same on every machine, and clickable from the folder above the root.
  /// Entries whose names are not UTF-8 are not parsed: each is in ``ScenarioLoadResult/skipped``.
  public static func loadAll(
    root: URL, onAllCores: Bool = true, fixtureFiles: FixtureFiles = FixtureFiles()
  ) -> ScenarioLoadResult {
    let listing = listing(in: root)
    let loaded = load(listing.paths, root: root, onAllCores: onAllCores, fixtureFiles: fixtureFiles)
    return ScenarioLoadResult(
      scenarios: loaded.scenarios, diagnostics: loaded.diagnostics,
      skipped: skippedDiagnostics(listing.undecodable, root: root))
  }

  /// Parses the scenario files at `relativePaths` (relative to `root`, as ``scenarioFiles(in:under:)``
  /// or ``select(_:root:)`` give them), in that order; a folder's worth on all cores unless
  /// `onAllCores` is false (a replay worker parses on its own thread: a thread it started would be
  /// taken for one a replay left behind). Each fixture file is read once, through `fixtureFiles`.
  public static func load(
    _ relativePaths: [String], root: URL, onAllCores: Bool = true, fixtureFiles: FixtureFiles = FixtureFiles()
  ) -> ScenarioLoadResult {
    let prefix = root.standardizedFileURL.lastPathComponent
    guard FileConfinement.type(of: root) == .typeDirectory else {
      let location = ScenarioLocation(file: prefix, line: 1, column: 1)
      return ScenarioLoadResult(
        scenarios: [], diagnostics: [ScenarioDiagnostic(location: location, problem: .missingFolder(prefix))])
    }
    let standardRoot = root.standardizedFileURL
    let resolvedRoot = FileConfinement.realPath(of: standardRoot) ?? standardRoot.path
    let parse = { @Sendable (relativePath: String) -> Result<Scenario, ScenarioDiagnostics> in
      let path = "\(prefix)/\(relativePath)"
      let file = standardRoot.appendingPathComponent(relativePath, isDirectory: false)
      let data: Data
      do throws(ScenarioDiagnostic) {
        data = try read(file, resolvedRoot: resolvedRoot, path: path)
      } catch {
        return .failure(ScenarioDiagnostics([error]))
      }
      return ScenarioParser.parse(data: data, path: path, scenariosRoot: root, fixtureFiles: fixtureFiles)
    }
    var scenarios: [Scenario] = []
    var diagnostics: [ScenarioDiagnostic] = []
    let results = onAllCores ? inOrder(relativePaths, parse) : relativePaths.map(parse)
    for result in results {
      switch result {
      case .success(let scenario): scenarios.append(scenario)
      case .failure(let failure): diagnostics.append(contentsOf: failure.diagnostics)
      }
    }
    return ScenarioLoadResult(scenarios: scenarios, diagnostics: diagnostics)
  }

  /// `transform` of each of `items`, in their order: on all cores for a folder's worth of files
  /// (the files are independent, and the whole corpus is parsed before the first replay starts),
  /// on this thread for a few.
  private static func inOrder<Item: Sendable, Value: Sendable>(
    _ items: [Item], _ transform: @escaping @Sendable (Item) -> Value
  ) -> [Value] {
    guard items.count >= concurrentFileCount, ProcessInfo.processInfo.activeProcessorCount > 1 else {
      return items.map(transform)
    }
    let values = Mutex([Value?](repeating: nil, count: items.count))
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      let value = transform(items[index])
      values.withLock { $0[index] = value }
    }
    return values.withLock { $0.map { $0! } }
  }

  /// From how many files on `load(_:root:)` parses on all cores.
  static let concurrentFileCount = 32

  /// The bytes of a scenario file, after checking that it lies inside the root and is a regular file.
  /// `resolvedRoot` is the root's real path (``FileConfinement/realPath(of:)``); a file that is not
  /// there has none, and is then said to be missing.
  private static func read(_ file: URL, resolvedRoot: String, path: String) throws(ScenarioDiagnostic) -> Data
  {
    func fail(_ problem: ScenarioDiagnostic.Problem) -> ScenarioDiagnostic {
      ScenarioDiagnostic(location: ScenarioLocation(file: path, line: 1, column: 1), problem: problem)
    }
    if let resolved = FileConfinement.realPath(of: file),
      !FileConfinement.isInside(resolvedPath: resolved, resolvedFolder: resolvedRoot)
    {
      throw fail(.scenarioOutsideRoot(path))
    }
    guard let type = FileConfinement.type(of: file) else {
      throw fail(.unreadableScenario(path, reason: "no such file"))
    }
    guard type == .typeRegular else { throw fail(.unreadableScenario(path, reason: "not a regular file")) }
    guard let data = try? Data(contentsOf: file) else { throw fail(.unreadableScenario(path, reason: nil)) }
    return data
  }

  /// The scenario files that paths given by a user name (files, or folders meaning every scenario
  /// under them), relative to `root`, sorted and without repeats. Each path is relative to the
  /// current directory or absolute, and must lie inside `root`.
  public static func select(_ paths: [String], root: URL) -> Result<[String], ScenarioPathError> {
    selectListing(paths, root: root).map(\.paths)
  }

  /// ``select(_:root:)``, with the entries of the folders named whose names are not UTF-8
  /// (``ScenarioListing/undecodable``).
  public static func selectListing(_ paths: [String], root: URL) -> Result<ScenarioListing, ScenarioPathError>
  {
    let standardRoot = root.standardizedFileURL
    let resolvedRoot = standardRoot.resolvingSymlinksInPath()
    var selected: Set<String> = []
    var undecodable: Set<String> = []
    for path in paths {
      let url = URL(fileURLWithPath: path).standardizedFileURL
      guard let type = FileConfinement.type(of: url) else { return .failure(.missing(path)) }
      if type != .typeDirectory, !url.lastPathComponent.hasSuffix(".scenario") {
        return .failure(.notScenarioFile(path))
      }
      let resolved = url.resolvingSymlinksInPath()
      let components: [String]
      if FileConfinement.isInside(url, standardRoot, orSame: true) {
        components = Array(url.pathComponents.dropFirst(standardRoot.pathComponents.count))
      } else if FileConfinement.isInside(resolved, resolvedRoot, orSame: true) {
        components = Array(resolved.pathComponents.dropFirst(resolvedRoot.pathComponents.count))
      } else {
        return .failure(.outsideRoot(path, root: standardRoot.path))
      }
      let relative = components.joined(separator: "/")
      if type == .typeDirectory {
        guard FileConfinement.isInside(resolved, resolvedRoot, orSame: true) else {
          return .failure(.outsideRoot(path, root: standardRoot.path))
        }
        let listing = listing(in: root, under: relative)
        guard !listing.paths.isEmpty || !listing.undecodable.isEmpty else {
          return .failure(.noScenarios(path))
        }
        selected.formUnion(listing.paths)
        undecodable.formUnion(listing.undecodable)
      } else {
        selected.insert(relative)
      }
    }
    return .success(ScenarioListing(paths: selected.sorted(), undecodable: undecodable.sorted()))
  }
}

/// Why a path given by a user names no scenario the harness would read.
public enum ScenarioPathError: Error, Equatable, Sendable {
  /// Nothing is at the path.
  case missing(String)
  /// The path is not inside the scenarios folder `root` (an absolute path).
  case outsideRoot(String, root: String)
  /// A file whose name does not end in `.scenario`.
  case notScenarioFile(String)
  /// A folder without any `.scenario` file under it.
  case noScenarios(String)

  /// The error, like `'x.scenario' is outside the scenarios folder '/work/Scenarios'`.
  public var message: String {
    switch self {
    case .missing(let path): "no such file or folder '\(shown(path))'"
    case .outsideRoot(let path, let root):
      "'\(shown(path))' is outside the scenarios folder '\(shown(root))'"
    case .notScenarioFile(let path): "'\(shown(path))' is not a .scenario file"
    case .noScenarios(let path): "no .scenario files in '\(shown(path))'"
    }
  }

  private func shown(_ path: String) -> String { ShownText.shown(path, limit: ShownText.pathLimit) }
}
