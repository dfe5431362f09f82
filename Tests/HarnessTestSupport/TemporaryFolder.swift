import Foundation
import Synchronization

/// Temporary folders for tests, all inside one folder per test process that is removed when the
/// process exits: a test that makes a folder it never removes leaves nothing behind. Names are
/// short, so that paths stay under the hundred characters the tool shows of a path in full, in
/// macOS's longer temporary folder too.
public enum TemporaryFolder {
  /// This test process's folder (`aht-` and eight hex digits), made on first use and removed at
  /// exit.
  public static let processFolder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "aht-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: TemporaryFolder.processFolder) }
    return folder
  }()

  /// How many folders ``url(_:)`` has named.
  private static let named = Atomic<Int>(0)

  /// A path for a new folder inside ``processFolder``, named `prefix` and a number no other has
  /// (the folder is not made).
  public static func url(_ prefix: String) -> URL {
    let number = named.add(1, ordering: .relaxed).newValue
    return processFolder.appendingPathComponent("\(prefix)-\(number)", isDirectory: true)
  }
}
