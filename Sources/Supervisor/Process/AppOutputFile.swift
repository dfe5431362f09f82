import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file that holds what a worker's app writes to its standard output and error: a temporary
/// file, removed from its folder as soon as it is made (nothing is left behind however the
/// processes end), opened for reading and appending. The supervisor makes it the worker's
/// standard error and keeps it open; the worker moves its standard output there too and reads
/// back what each step added; after a crash the supervisor reads its end.
public enum AppOutputFile {
  /// Why the file could not be made.
  public struct Failure: Error {
    public var folder: String
    public var code: Int32
  }

  /// A new file's descriptor (closed on `exec`).
  public static func make() -> Result<Int32, Failure> {
    let folder = FileManager.default.temporaryDirectory.path
    var template = Array("\(folder)/arch-harness-output-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return .failure(Failure(folder: folder, code: errno)) }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_APPEND)
    return .success(descriptor)
  }

  /// How many bytes the file open at `descriptor` holds.
  public static func size(of descriptor: Int32) -> Int {
    var status = stat()
    return fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
  }

  /// The bytes of the file open at `descriptor` from `offset`, at most `limit` of them (fewer at
  /// its end).
  public static func read(_ descriptor: Int32, from offset: Int, limit: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: max(0, min(limit, size(of: descriptor) - offset)))
    var count = 0
    while count < bytes.count {
      let read = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + count, $0.count - count, off_t(offset + count))
      }
      if read > 0 {
        count += read
      } else if read < 0, errno == EINTR {
        continue
      } else {
        break
      }
    }
    return Array(bytes.prefix(count))
  }
}
