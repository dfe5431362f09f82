import Domain
import Foundation

/// Reads fixture files from inside the scenarios folder and decodes them with Domain's
/// `DTODecoder`. A path that is absolute or leaves the folder (`..`, or a symbolic link that points
/// outside) is refused.
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
    let rootURL = root.standardizedFileURL
    guard !path.hasPrefix("/"), !path.hasPrefix("~") else { throw fail(.fixtureOutsideRoot(path)) }
    let file = rootURL.appendingPathComponent(path).standardizedFileURL
    guard Self.isInside(file, rootURL) else { throw fail(.fixtureOutsideRoot(path)) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else {
      throw fail(.missingFixture(path, suggestion: nearestFixture(to: path)))
    }
    guard Self.isInside(file.resolvingSymlinksInPath(), rootURL.resolvingSymlinksInPath()) else {
      throw fail(.fixtureOutsideRoot(path))
    }
    guard !isDirectory.boolValue, let data = try? Data(contentsOf: file) else {
      throw fail(.unreadableFixture(path))
    }
    return data
  }

  // MARK: - Helpers

  private static func isInside(_ file: URL, _ folder: URL) -> Bool {
    let folderComponents = folder.pathComponents
    let fileComponents = file.pathComponents
    return fileComponents.count > folderComponents.count
      && Array(fileComponents.prefix(folderComponents.count)) == folderComponents
  }

  /// The existing file in the same folder whose relative path is nearest to `path`.
  private func nearestFixture(to path: String) -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    let folderURL = root.appendingPathComponent(folder)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folderURL.path) else { return nil }
    let candidates = names.sorted().map { folder.isEmpty ? $0 : "\(folder)/\($0)" }
    return Suggestion.closest(to: path, in: candidates)
  }
}
