import Foundation

/// What is at a path the command line names: nothing, a file or a folder (a link followed). The
/// options that name a path ask it before any work starts.
enum PathKind: Equatable {
  case nothing
  case file
  case folder

  /// What is at `url` now.
  init(of url: URL) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      self = .nothing
      return
    }
    self = isFolder.boolValue ? .folder : .file
  }
}
