import Domain
import Foundation

/// Reads fixture files from inside the scenarios folder and decodes them with Domain's
/// `DTODecoder`. A path that is absolute or leaves the folder (`..`, or a symbolic link that points
/// outside) is refused.
///
/// Paths are taken apart here, component by component, rather than with `NSString`'s path methods:
/// those crash on some inputs (a path of one non-ASCII character) in swift-corelibs-foundation.
struct FixtureReader: Sendable {
  /// The scenarios folder that fixture paths are relative to.
  let root: URL

  /// Decodes the fixture at `path` as `type`; `target` and `shape` name what it is for in errors.
  func decode<Payload: Decodable>(
    _ type: Payload.Type, path: String, at location: ScenarioLocation, for target: String, shape: String
  ) throws(ScenarioDiagnostic) -> Payload {
    let data = try read(path, at: location)
    do {
      return try DTODecoder.decode(type, from: data)
    } catch {
      var detail: String
      if case .decoding(let text) = error { detail = text } else { detail = error.description }
      if detail.hasSuffix(".") { detail.removeLast() }
      throw ScenarioDiagnostic(
        location: location, problem: .fixtureDoesNotFit(path, target: target, detail: detail, shape: shape))
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
    let rootURL = root.standardizedFileURL
    let file = rootURL.appendingPathComponent(components.joined(separator: "/"))
    guard FileConfinement.fileExists(file) else {
      throw fail(.missingFixture(path, suggestion: nearestFixture(to: path)))
    }
    guard FileConfinement.isInside(file.resolvingSymlinksInPath(), rootURL.resolvingSymlinksInPath()) else {
      throw fail(.fixtureOutsideRoot(path))
    }
    guard FileConfinement.isRegularFile(file), let data = try? Data(contentsOf: file) else {
      throw fail(.unreadableFixture(path))
    }
    return data
  }

  // MARK: - Helpers

  /// Longer paths name no file (Linux's `PATH_MAX` is 4096 bytes), so they are not looked up.
  static let maximumPathLength = 4096

  /// The components of a relative path with `.` and `..` resolved, or nil when the path is empty,
  /// absolute, starts with `~`, or climbs above the folder it is relative to.
  static func components(of path: String) -> [String]? {
    guard !path.hasPrefix("/"), !path.hasPrefix("~") else { return nil }
    var components: [String] = []
    for component in path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..":
        guard !components.isEmpty else { return nil }
        components.removeLast()
      default: components.append(String(component))
      }
    }
    return components.isEmpty ? nil : components
  }

  /// The existing file in the same folder whose relative path is nearest to `path`; nothing when
  /// the folder is not inside the root (its names are never shown) or the path is too long to be a
  /// typo.
  private func nearestFixture(to path: String) -> String? {
    guard Suggestion.isShortEnough(path) else { return nil }
    var folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    while folder.hasSuffix("/") { folder.removeLast() }
    let folderURL = folder.isEmpty ? root : root.appendingPathComponent(folder)
    guard
      FileConfinement.isInside(
        folderURL.resolvingSymlinksInPath(), root.resolvingSymlinksInPath(), orSame: true),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folderURL.path)
    else { return nil }
    let candidates = names.sorted().map { folder.isEmpty ? $0 : "\(folder)/\($0)" }
    return Suggestion.closest(to: path, in: candidates)
  }
}
