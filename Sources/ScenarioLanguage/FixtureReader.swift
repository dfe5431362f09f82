import Domain
import Foundation
import JSONText

/// Reads fixture files from inside the scenarios folder and decodes them with Domain's
/// `DTODecoder`. A fixture path is looked up next to the scenario file first, then from the
/// scenarios folder. A path that is absolute or leaves the folder (`..`, or a symbolic link that
/// points outside) is refused.
///
/// Paths are taken apart here, component by component, rather than with `NSString`'s path methods:
/// those crash on some inputs (a path of one non-ASCII character) in swift-corelibs-foundation.
struct FixtureReader: Sendable {
  /// The scenarios folder that fixture paths are relative to.
  let root: URL
  /// The path of `root`, standardized: fixture paths are appended to it as text (cheaper than a
  /// URL for every fixture a scenario names).
  let standardRootPath: String
  /// The folder of the scenario file, as components below `root` (empty: the root itself).
  let scenarioFolder: [String]
  /// `root` with every symbolic link resolved (nil when it is not there): looked up once per
  /// load rather than once per fixture.
  let resolvedRoot: String?
  /// The files looked up and read so far in this load.
  let files: FixtureFiles

  /// A reader for the scenario at `scenarioPath` (as the loader names it: the root folder's name,
  /// then the path inside it), reading under `root` through `files`.
  init(root: URL, scenarioPath: String = "", files: FixtureFiles) {
    self.root = root
    self.files = files
    let standardRoot = root.standardizedFileURL
    standardRootPath = standardRoot.path
    resolvedRoot = files.realPath(of: standardRootPath)
    var components = scenarioPath.split(separator: "/").map(String.init)
    if components.first == standardRoot.lastPathComponent, components.count > 1 {
      components.removeFirst()
      components.removeLast()
      scenarioFolder = components
    } else {
      scenarioFolder = []
    }
  }

  /// Decodes the fixture at `path` as `type` (once per process for the same bytes:
  /// ``DecodedFixtures``); `target` and `shape` name what it is for in errors.
  func decode<Payload: Decodable & Sendable>(
    _ type: Payload.Type, path: String, at location: ScenarioLocation, for target: String, shape: String
  ) throws(ScenarioDiagnostic) -> Payload {
    let data = try read(path, at: location)
    if let decoded = DecodedFixtures.value(type, decodedFrom: data) { return decoded }
    do {
      let decoded = try DTODecoder.decode(type, from: data)
      DecodedFixtures.remember(decoded, decodedFrom: data)
      return decoded
    } catch {
      var detail: String
      if case .decoding(let text) = error { detail = text } else { detail = error.description }
      if detail.hasSuffix(".") { detail.removeLast() }
      throw ScenarioDiagnostic(
        location: location,
        problem: .fixtureDoesNotFit(
          path, target: target, detail: Self.placeInText(type, data) ?? detail, shape: shape))
    }
  }

  /// Where in the fixture's text its decoding failed, when Foundation's decoder says only "not
  /// valid JSON": where the text stops being JSON (RFC 8259), or else the first number that no
  /// `Double` holds (every number of a fixture is one); nil for any other failure.
  private static func placeInText<Payload: Decodable>(_ type: Payload.Type, _ data: Data) -> String? {
    do {
      _ = try JSONDecoder().decode(type, from: data)
      return nil
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      let bytes = Array(data)
      if let syntax = JSONSyntax.firstError(in: bytes) {
        return "not JSON at line \(syntax.line), column \(syntax.column): \(syntax.message)"
      }
      guard
        let number = JSONSyntax.firstNumber(in: bytes, refusedBy: { !JSONNumberText.fitsDouble($1) })
      else { return nil }
      let path = number.path.dropFirst().drop { $0 == "." }
      return "number out of range \(path.isEmpty ? "for the document" : "at \(path)"): \(number.text) "
        + "(line \(number.line), column \(number.column))"
    } catch {
      return nil
    }
  }

  /// The bytes of the fixture at `path`, after checking that it lies inside the root.
  func read(_ path: String, at location: ScenarioLocation) throws(ScenarioDiagnostic) -> Data {
    func fail(_ problem: ScenarioDiagnostic.Problem) -> ScenarioDiagnostic {
      ScenarioDiagnostic(location: location, problem: problem)
    }
    guard let components = Self.components(of: path) else { throw fail(.fixtureOutsideRoot(path)) }
    guard path.utf8.count <= Self.maximumPathLength else {
      throw fail(.missingFixture(path, suggestion: nil))
    }
    let nearScenario =
      scenarioFolder.isEmpty ? nil : Self.components(of: scenarioFolder.joined(separator: "/") + "/" + path)
    let candidates = [nearScenario, components].compactMap { $0 }.map {
      standardRootPath + "/" + $0.joined(separator: "/")
    }
    // One `realpath` per candidate: it says whether the file is there and where it really is.
    guard let file = candidates.lazy.compactMap(files.realPath(of:)).first else {
      throw fail(.missingFixture(path, suggestion: nearestFixture(to: path)))
    }
    guard let resolvedRoot, FileConfinement.isInside(resolvedPath: file, resolvedFolder: resolvedRoot) else {
      throw fail(.fixtureOutsideRoot(path))
    }
    guard let data = files.contents(ofResolved: file) else { throw fail(.unreadableFixture(path)) }
    return data
  }

  // MARK: - Helpers

  /// Longer paths name no file (Linux's `PATH_MAX` is 4096 bytes), so they are not looked up.
  static let maximumPathLength = 4096

  /// The components of a relative path with `.` and `..` resolved, or nil when the path is empty,
  /// absolute, starts with `~`, or climbs above the folder it is relative to.
  /// The path is split on its UTF-8 slashes (a `/` byte is never part of another character), not
  /// by `Character`, which walks grapheme clusters: this runs for every fixture a scenario names.
  static func components(of path: String) -> [String]? {
    let bytes = path.utf8
    guard let first = bytes.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "~") else { return nil }
    var components: [String] = []
    for component in bytes.split(separator: UInt8(ascii: "/")) {
      if component.elementsEqual(Self.dot) { continue }
      if component.elementsEqual(Self.dotDot) {
        guard !components.isEmpty else { return nil }
        components.removeLast()
      } else {
        components.append(String(Substring(component)))
      }
    }
    return components.isEmpty ? nil : components
  }

  private static let dot = Array(".".utf8)
  private static let dotDot = Array("..".utf8)

  /// The existing `.json` file anywhere in the scenarios folder whose path (from the scenario's
  /// folder or from the root) is nearest to `path`; nothing when the path is too long to be a typo.
  /// Symbolic links to folders are not followed; at most ``suggestionFileLimit`` files are compared.
  private func nearestFixture(to path: String) -> String? {
    guard Suggestion.isShortEnough(path) else { return nil }
    let files = ScenarioLoader.scenarioFiles(in: root, suffix: ".json").prefix(Self.suggestionFileLimit)
    let prefix = scenarioFolder.isEmpty ? "" : scenarioFolder.joined(separator: "/") + "/"
    let nearby =
      prefix.isEmpty ? [] : files.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    if let close = Suggestion.closest(to: path, in: (nearby + files).sorted()) { return close }
    // A file of nearly that name elsewhere in the folder: suggest its path from the root.
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let byName = Dictionary(grouping: files) { $0.split(separator: "/").last.map(String.init) ?? $0 }
    return Suggestion.closest(to: name, in: byName.keys.sorted()).flatMap { byName[$0]?.sorted().first }
  }

  /// How many files a "did you mean" for a fixture looks at.
  static let suggestionFileLimit = 5_000
}
