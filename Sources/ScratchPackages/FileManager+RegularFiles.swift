import Foundation

extension FileManager {
  /// The regular files under `folder` (hidden ones too; not the folders, nor what a symbolic link
  /// to a folder holds), as paths relative to it, in no particular order; none when `folder` is
  /// missing. One `stat` per entry: a `run` lists the whole package while it replays, and asking
  /// each URL for its resource values costs several times that.
  public func regularFiles(under folder: URL) -> [String] {
    guard let walker = enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    var isDirectory: ObjCBool = false
    while let relative = walker.nextObject() as? String {
      let path = folder.appendingPathComponent(relative).path
      if fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
        files.append(relative)
      }
    }
    return files
  }
}
