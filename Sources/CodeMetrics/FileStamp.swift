#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size and modification time, as `stat` gives them: what ``SourceScanCache`` compares
/// to know that a file has not changed since it was scanned.
struct FileStamp: Equatable {
  /// The size in bytes.
  var size: Int64
  /// The modification time in nanoseconds since 1970.
  var modified: Int64

  init(size: Int64, modified: Int64) {
    self.size = size
    self.modified = modified
  }

  /// The stamp of the file at `path` (following links); nil when there is none.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
    let time = status.st_mtimespec
    #else
    let time = status.st_mtim
    #endif
    self.init(size: Int64(status.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
  }
}
