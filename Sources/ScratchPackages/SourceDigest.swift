import CodeMetrics
import Foundation

/// A fingerprint of what a measured section (`mutate`'s Testability, `coverage`'s Behaviour map)
/// depends on: `Package.swift`, every file under `Sources/` and `Tests/`, and the scenarios
/// folder. A later `run` keeps a section in the reports only while the fingerprint is unchanged.
public enum SourceDigest {
  /// The fingerprint of the package at `packageRoot` with the scenarios in `scenariosRoot`:
  /// FNV-1a over each file's path and contents, in path order, in hex.
  /// With `extra`, every file under that folder too (`change-cost`'s `ChangeRequests/`).
  public static func of(packageRoot: URL, scenariosRoot: URL, extra: URL? = nil) -> String {
    var entries = ScratchPackage(packageRoot: packageRoot).sourceFiles().map {
      (name: $0, path: FileManager.path(of: $0, in: packageRoot))
    }
    for name in FileManager.default.regularFiles(under: scenariosRoot) {
      entries.append((name: "Scenarios/" + name, path: FileManager.path(of: name, in: scenariosRoot)))
    }
    if let extra {
      for name in FileManager.default.regularFiles(under: extra) {
        let path = FileManager.path(of: name, in: extra)
        entries.append((name: extra.lastPathComponent + "/" + name, path: path))
      }
    }
    entries.sort { $0.name < $1.name }
    var hash = FNV1a()
    for entry in entries {
      hash.add(entry.name + "\u{0}")
      hash.add(FileManager.default.contents(atPath: entry.path) ?? Data())
      hash.add("\u{0}")
    }
    return hash.hex
  }
}
