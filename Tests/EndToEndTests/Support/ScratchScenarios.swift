import Foundation

/// A scenarios folder made for one test: the repository's fixtures, some of its scenarios, and
/// scenarios the test writes. Removed with ``remove()``.
struct ScratchScenarios {
  /// The folder that holds `Scenarios/` (and, for run tests, `reports/`).
  let base: URL
  var root: URL { base.appendingPathComponent("Scenarios", isDirectory: true) }

  /// Copies the corpus scenarios at `corpusPaths` (relative to `Scenarios/`) and every fixture,
  /// and writes `files` (relative path → text).
  init(copying corpusPaths: [String] = [], writing files: [String: String] = [:]) throws {
    base = FileManager.default.temporaryDirectory.appendingPathComponent("EndToEnd-\(UUID().uuidString)")
    let fixtures = root.appendingPathComponent("fixtures")
    try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    let corpus = HarnessProcess.scenariosRoot
    for name in try FileManager.default.contentsOfDirectory(
      atPath: corpus.appendingPathComponent("fixtures").path)
    {
      try FileManager.default.copyItem(
        at: corpus.appendingPathComponent("fixtures/\(name)"), to: fixtures.appendingPathComponent(name))
    }
    for path in corpusPaths {
      let destination = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: corpus.appendingPathComponent(path), to: destination)
    }
    for (path, text) in files { try write(text, to: path) }
  }

  /// Writes `text` to `path` under `Scenarios/`.
  func write(_ text: String, to path: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func remove() {
    try? FileManager.default.removeItem(at: base)
  }
}
