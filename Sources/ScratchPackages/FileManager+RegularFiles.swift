import Foundation

extension FileManager {
  /// The regular files under `folder` (hidden ones too; not the folders, nor what a symbolic link
  /// to a folder holds), as paths relative to it, in no particular order; none when `folder` is
  /// missing. One `stat` per entry: a `run` lists the whole package while it replays, and asking
  /// each URL for its resource values costs several times that.
  public func regularFiles(under folder: URL) -> [String] {
    guard let walker = enumerator(atPath: folder.path) else { return [] }
    // Paths joined as text: `URL.appendingPathComponent` asks the file system whether each one is
    // a folder, and `SourceDigest` lists every file of the package in each `run` that keeps a
    // measured section.
    let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
    var files: [String] = []
    var isDirectory: ObjCBool = false
    while let relative = walker.nextObject() as? String {
      if fileExists(atPath: prefix + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
        files.append(relative)
      }
    }
    return files
  }
}
