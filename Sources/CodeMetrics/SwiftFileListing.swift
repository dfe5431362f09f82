#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `.swift` files below a folder, listed with `opendir` and `readdir`, each entry's kind read
/// from its type (`d_type`), or from `lstat` where the file system gives none: `FileManager`'s
/// `subpaths(atPath:)` cost a run's cost table a quarter of its source scan.
/// Folders are walked, links to folders are not; a link whose name ends `.swift` is listed unless
/// it leads to a folder (a broken one too: reading it then fails with the file's name). Names that
/// are not UTF-8 name no file a `String` path can open, and are left out.
enum SwiftFileListing {
  /// The paths of the `.swift` files below `folder`, relative to it, sorted.
  static func relativePaths(below folder: String) -> [String] {
    var paths: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? folder : joined(folder, relative)
      guard let stream = opendir(path) else { continue }
      defer { closedir(stream) }
      while let entry = readdir(stream) {
        let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
        guard bytes != [0x2E], bytes != [0x2E, 0x2E], let name = String(validating: bytes, as: UTF8.self)
        else { continue }
        let child = relative.isEmpty ? name : relative + "/" + name
        switch kind(of: entry.pointee.d_type) ?? kind(atPath: joined(folder, child)) {
        case .folder: pending.append(child)
        case .link where name.hasSuffix(".swift"):
          if kind(atPath: joined(folder, child), followingLinks: true) != .folder { paths.append(child) }
        case .other where name.hasSuffix(".swift"): paths.append(child)
        default: continue
        }
      }
    }
    return paths.sorted()
  }

  /// Whether a folder is at `path` (following links).
  static func isFolder(atPath path: String) -> Bool { kind(atPath: path, followingLinks: true) == .folder }

  // MARK: - Helpers

  private enum Kind { case folder, link, other, missing }

  /// The kind an entry's type (`d_type`) gives, when the file system gave one: no `lstat` needed.
  private static func kind(of type: UInt8) -> Kind? {
    switch Int32(type) {
    case Int32(DT_DIR): .folder
    case Int32(DT_LNK): .link
    case Int32(DT_UNKNOWN): nil
    default: .other
    }
  }

  private static func kind(atPath path: String, followingLinks: Bool = false) -> Kind {
    var status = stat()
    guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFLNK: return .link
    default: return .other
    }
  }

  private static func joined(_ folder: String, _ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }
}
