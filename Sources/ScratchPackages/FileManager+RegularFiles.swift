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
      if fileExists(atPath: Self.path(of: relative, in: folder), isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(relative)
      }
    }
    return files
  }

  /// The path of `relative` inside `folder`, joined as text: `URL.appendingPathComponent` asks the
  /// file system whether each path is a folder, and `SourceDigest` names every file of the
  /// package in each `run` that keeps a measured section.
  static func path(of relative: String, in folder: URL) -> String {
    let base = folder.path
    return base.hasSuffix("/") ? base + relative : base + "/" + relative
  }
}
