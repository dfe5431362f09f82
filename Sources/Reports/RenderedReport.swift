#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A report as its file will hold it: bytes, or a text whose UTF-8 is written where it is.
enum RenderedReport: Sendable {
  case bytes([UInt8])
  case text(String)

  /// Writes the report to a new file at `path` (it must not exist yet; readable and writable as
  /// the process's `umask` allows, as any file it makes), with `write` calls and no copy of its
  /// bytes. Nothing is flushed to the disk: the reports are replaced as a set by a rename, which a
  /// killed process cannot leave half-done, and a machine that loses power loses only reports a
  /// run makes again.
  ///
  /// - Throws: the system's own words for what failed (`No space left on device`).
  func save(toNewFileAt path: String) throws(ReportFileError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw ReportFileError.current() }
    var failure: ReportFileError?
    switch self {
    case .bytes(let bytes): failure = bytes.withUnsafeBytes { Self.writeAll($0, to: descriptor) }
    case .text(var text):
      failure = text.withUTF8 { Self.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
    if close(descriptor) != 0, failure == nil { failure = ReportFileError.current() }
    if let failure { throw failure }
  }

  /// Writes all of `bytes`, going on after a partial write or an interruption; the error of the
  /// first call that failed, if one did.
  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> ReportFileError? {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        return written < 0 ? ReportFileError.current() : ReportFileError(reason: "nothing could be written")
      }
    }
    return nil
  }
}

/// Why a report file could not be written, in the system's own words.
struct ReportFileError: Error, Equatable {
  var reason: String

  /// The error `errno` holds now.
  static func current() -> ReportFileError { ReportFileError(reason: String(cString: strerror(errno))) }
}
