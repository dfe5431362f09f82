import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File-system checks that keep the parser inside the scenarios folder and away from files that
/// would block a read (a FIFO, a device).
enum FileConfinement {
  /// Whether `file` lies below `folder` (or is `folder`, with `orSame`), comparing path components.
  /// Both should be standardized, or both resolved.
  static func isInside(_ file: URL, _ folder: URL, orSame: Bool = false) -> Bool {
    let folderComponents = folder.pathComponents
    let fileComponents = file.pathComponents
    guard
      fileComponents.count > folderComponents.count
        || (orSame && fileComponents.count == folderComponents.count)
    else { return false }
    return Array(fileComponents.prefix(folderComponents.count)) == folderComponents
  }

  /// Whether the resolved path `file` lies below the resolved path `folder`, both as ``realPath(of:)``
  /// gives them (absolute, without `.`, `..`, repeated or trailing slashes): one comparison of
  /// their bytes instead of taking two URLs apart.
  static func isInside(resolvedPath file: String, resolvedFolder folder: String) -> Bool {
    folder == "/" ? file.utf8.count > 1 && file.utf8.first == UInt8(ascii: "/") : file.hasPrefix(folder + "/")
  }

  /// The type of what is at `url`, following symbolic links; nil when nothing is there.
  static func type(of url: URL) -> FileAttributeType? { fileType(atPath: url.path, followingLinks: true) }

  /// The type of what is at `url` itself: `.typeSymbolicLink` for a link.
  static func ownType(of url: URL) -> FileAttributeType? { fileType(atPath: url.path, followingLinks: false) }

  /// The type `stat` (or `lstat`) gives, named as Foundation names it. One system call:
  /// `FileManager`'s attributes also look up the owner's and group's names, reading the system's
  /// user and group files each time, for every scenario file listed or read.
  private static func fileType(atPath path: String, followingLinks: Bool) -> FileAttributeType? {
    var status = stat()
    guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
    return attributeType(of: status.st_mode)
  }

  /// The type a `stat` mode names, as Foundation names it.
  static func attributeType(of mode: mode_t) -> FileAttributeType {
    switch mode & S_IFMT {
    case S_IFDIR: return .typeDirectory
    case S_IFREG: return .typeRegular
    case S_IFLNK: return .typeSymbolicLink
    case S_IFCHR: return .typeCharacterSpecial
    case S_IFBLK: return .typeBlockSpecial
    case S_IFSOCK: return .typeSocket
    default: return .typeUnknown
    }
  }

  /// Whether something is at `url` (following symbolic links).
  static func fileExists(_ url: URL) -> Bool { type(of: url) != nil }

  /// Whether `url` is, or links to, a regular file: something a read of ends.
  static func isRegularFile(_ url: URL) -> Bool { type(of: url) == .typeRegular }

  /// The absolute path of what `url` names with every symbolic link resolved (the C library's
  /// `realpath`, one call), or nil when nothing is there or a link is broken.
  static func realPath(of url: URL) -> String? { realPath(ofPath: url.path) }

  /// ``realPath(of:)`` of a path given as text, without making a URL of it.
  static func realPath(ofPath path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether the file at `path` (already resolved) is a regular file.
  static func isRegularFile(atResolvedPath path: String) -> Bool {
    fileType(atPath: path, followingLinks: true) == .typeRegular
  }
}
