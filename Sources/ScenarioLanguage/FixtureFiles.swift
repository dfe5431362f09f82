import Foundation
import Synchronization

/// The files that the scenarios of one load name as fixtures, looked up and read once each: a
/// corpus names a few fixtures many times (one list of products in a hundred scenarios), and each
/// lookup resolves every folder of its path (`realpath`) before the file is opened and read. A
/// load sees the folder as it was when each path was first asked for. ``ScenarioLoader`` keeps one
/// per load; a replay worker, which parses its scenarios as they come, one for its whole life.
public final class FixtureFiles: Sendable {
  private struct Known {
    /// Each path asked for, and where it really is (nil: nothing is there).
    var realPaths: [String: String?] = [:]
    /// Each resolved file's bytes (nil: it is not a regular file, or could not be read).
    var contents: [String: Data?] = [:]
  }

  private let known = Mutex(Known())

  /// Files not yet looked up.
  public init() {}

  /// ``FileConfinement/realPath(ofPath:)`` of `path`, looked up the first time it is asked for.
  func realPath(of path: String) -> String? {
    remembered(path, in: \.realPaths) { FileConfinement.realPath(ofPath: path) }
  }

  /// The bytes of the regular file at `resolvedPath` (already resolved), read the first time it
  /// is asked for; nil when it is not a regular file or cannot be read.
  func contents(ofResolved resolvedPath: String) -> Data? {
    remembered(resolvedPath, in: \.contents) {
      guard FileConfinement.isRegularFile(atResolvedPath: resolvedPath) else { return nil }
      return try? Data(contentsOf: URL(fileURLWithPath: resolvedPath, isDirectory: false))
    }
  }

  /// The value `table` holds for `key`, or what `look` gives, then kept there (a nil too).
  private func remembered<Value: Sendable>(
    _ key: String, in table: WritableKeyPath<Known, [String: Value?]> & Sendable, _ look: () -> Value?
  ) -> Value? {
    if let value = known.withLock({ $0[keyPath: table][key] }) { return value }
    let value = look()
    known.withLock { $0[keyPath: table][key] = .some(value) }
    return value
  }
}
