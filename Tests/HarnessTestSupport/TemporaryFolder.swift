import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Temporary folders for tests, all inside one folder per test process that is removed when the
/// process exits: a test that makes a folder it never removes leaves nothing behind. Names are
/// short, so that paths stay under the hundred characters the tool shows of a path in full, in
/// macOS's longer temporary folder too.
public enum TemporaryFolder {
  /// The folder the tests make their folder in (``processFolder``): `$TMPDIR` when it is set; on Linux
  /// otherwise `/dev/shm` when it is a writable directory with ``ramFolderMinimumFree`` bytes free
  /// on a file system that runs programs; elsewhere the system's temporary folder.
  ///
  /// Why a RAM file system on Linux: the suite makes and removes some 2,600 files and folders
  /// (scratch scenario folders, reports, the tools' own temporary files), and on an ext4 `/tmp`
  /// without a journal each costs about 0.2 ms of kernel time (the allocator passes over every
  /// inode freed in the last seconds), against 7 µs on `tmpfs` (`Docs/Benchmarks.md`, "Scratch
  /// folders on a RAM file system").
  public static let base: URL = {
    let environment = ProcessInfo.processInfo.environment
    if let chosen = environment["TMPDIR"], !chosen.isEmpty {
      return URL(fileURLWithPath: chosen, isDirectory: true)
    }
    #if os(Linux)
    if hasRoom(ramFolder) { return URL(fileURLWithPath: ramFolder, isDirectory: true) }
    #endif
    return FileManager.default.temporaryDirectory
  }()

  /// This process's environment with `TMPDIR` set to ``processTemporaryFolder``, for the
  /// processes tests start.
  public static var environment: [String: String] {
    ProcessInfo.processInfo.environment.merging(["TMPDIR": processTemporaryFolder.path]) { $1 }
  }

  /// The temporary folder of every process the tests start, and of the processes those start (a
  /// tool's `swift build`, whose compiler leaves a folder or two in it): `t` inside
  /// ``processFolder``, so that it goes when this process exits.
  public static let processTemporaryFolder: URL = {
    let folder = processFolder.appendingPathComponent("t", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }()

  /// This test process's folder (`aht-` and eight hex digits), made on first use and removed at
  /// exit.
  public static let processFolder: URL = {
    let folder = base.appendingPathComponent("aht-\(UUID().uuidString.prefix(8))", isDirectory: true)
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

  // MARK: - The RAM folder

  #if os(Linux)
  /// Linux's RAM file system for shared memory, where the system has one.
  static let ramFolder = "/dev/shm"

  /// The free space the RAM folder needs for the suite's scratch folders (at most a few hundred
  /// megabytes at once); a container's small default (64 MB) is passed over.
  static let ramFolderMinimumFree: UInt64 = 1 << 30

  /// `statvfs`'s flag for a file system mounted `noexec` (`ST_NOEXEC`, a GNU extension the Swift
  /// module of the C library leaves out).
  static let noExecutionFlag: UInt = 8

  /// Whether `path` is a directory this process may write in, with the room the suite needs, on a
  /// file system that runs programs (the tests run tools they copy into their scratch folders; a
  /// container may mount `/dev/shm` `noexec`).
  static func hasRoom(_ path: String) -> Bool {
    var status = statvfs()
    guard access(path, W_OK | X_OK) == 0, statvfs(path, &status) == 0 else { return false }
    return status.f_flag & noExecutionFlag == 0
      && UInt64(status.f_bavail) * UInt64(status.f_frsize) >= ramFolderMinimumFree
  }
  #endif
}
