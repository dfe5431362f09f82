import Foundation

/// Paths as the terminal shows them, so that an editor or a shell started in the current folder
/// opens them: relative to the current folder (`reports/summary.md`, `../../Scenarios/x.scenario`),
/// or absolute when the path and the current folder share no folder but `/`.
public enum DisplayPath {
  /// The current folder, standardised.
  public static var currentFolder: URL {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL
  }

  /// `url` as seen from `folder`: relative to it (with `..` to climb out of it), or absolute when
  /// the two share no folder but `/`; `.` for the folder itself.
  public static func of(_ url: URL, from folder: URL = currentFolder) -> String {
    let target = components(of: url)
    let base = components(of: folder)
    let shared = zip(target, base).prefix { $0 == $1 }.count
    guard shared > 0 else { return url.standardizedFileURL.path }
    let climb = Array(repeating: "..", count: base.count - shared)
    let parts = climb + target.dropFirst(shared)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// The folders and name of `url`'s standardised path, without the leading `/`.
  private static func components(of url: URL) -> [String] {
    url.standardizedFileURL.path.split(separator: "/").map(String.init)
  }

  /// A located message (or a diagnostic's path) that starts with a scenario path as the loader
  /// names it — the scenarios folder's name, then the path in it (`Scenarios/x.scenario:4:1: …`) —
  /// with that prefix replaced by the scenarios folder as seen from `folder`; any other text
  /// unchanged.
  public static func located(
    _ message: String, scenariosRoot root: URL, from folder: URL = currentFolder
  ) -> String {
    let prefix = root.standardizedFileURL.lastPathComponent + "/"
    guard message.hasPrefix(prefix) else { return message }
    let shown = of(root, from: folder)
    guard shown + "/" != prefix else { return message }
    return shown + "/" + message.dropFirst(prefix.count)
  }
}
