import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - A folder's entries, by the bytes of their names

extension FileConfinement {
  /// One entry of a folder: its name's bytes, the name when they are UTF-8, and what it is
  /// (without following a symbolic link).
  struct FolderEntry {
    let bytes: [UInt8]
    /// Nil when the name's bytes are not valid UTF-8: no `String` path can name the entry, so
    /// `FileManager` (which would decode them with replacement characters) cannot open it.
    let name: String?
    let type: FileAttributeType?
  }

  /// The entries of the folder at `url` other than `.` and `..`, in no particular order; none
  /// when it cannot be opened. The names are read as bytes (`readdir`), and each entry's type
  /// with one `lstat`.
  static func entries(of url: URL) -> [FolderEntry] {
    let folder = Array(url.path.utf8)
    guard let stream = opendir(url.path) else { return [] }
    defer { closedir(stream) }
    var entries: [FolderEntry] = []
    while let entry = readdir(stream) {
      let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      guard bytes != [0x2E], bytes != [0x2E, 0x2E] else { continue }
      let path = folder + (folder.last == 0x2F ? [] : [0x2F]) + bytes
      entries.append(
        FolderEntry(bytes: bytes, name: String(validating: bytes, as: UTF8.self), type: ownType(ofPath: path))
      )
    }
    return entries
  }

  /// What is at the path of `bytes` itself, a symbolic link not followed.
  private static func ownType(ofPath bytes: [UInt8]) -> FileAttributeType? {
    var status = stat()
    let found = (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &status) == 0 }
    }
    guard found else { return nil }
    return attributeType(of: status.st_mode)
  }

  /// A name's `bytes` with each byte that is not part of valid UTF-8 written `\xE9`, so that a
  /// message can show a name no `String` holds.
  static func escapedName(_ bytes: [UInt8]) -> String {
    var text = ""
    var start = 0
    while let bad = SourceText.firstInvalidByte(in: bytes, from: start) {
      text += String(decoding: bytes[start..<bad], as: UTF8.self)
      let hex = String(bytes[bad], radix: 16, uppercase: true)
      text += "\\x" + (hex.count == 1 ? "0" : "") + hex
      start = bad + 1
    }
    return text + String(decoding: bytes[start...], as: UTF8.self)
  }
}
