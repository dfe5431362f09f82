import Foundation
import HarnessTestSupport

/// A scenarios folder made for one test: some of the repository's scenarios, scenarios the test
/// writes, and the repository's fixtures they name. Removed with ``remove()``.
struct ScratchScenarios {
  /// The folder that holds `Scenarios/` (and, for run tests, `reports/`).
  let base: URL
  var root: URL { base.appendingPathComponent("Scenarios", isDirectory: true) }

  /// Copies the corpus scenarios at `corpusPaths` (relative to `Scenarios/`) and writes `files`
  /// (relative path → text), with every repository fixture their texts name. Only those: each
  /// file a test makes costs a file system that has seen many made and removed more than the
  /// test itself (a copy of every fixture for every scratch folder was a thousand files per run).
  init(copying corpusPaths: [String] = [], writing files: [String: String] = [:]) throws {
    base = TemporaryFolder.url("EndToEnd")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let corpus = HarnessProcess.scenariosRoot
    for path in corpusPaths {
      try write(String(contentsOf: corpus.appendingPathComponent(path), encoding: .utf8), to: path)
    }
    for (path, text) in files { try write(text, to: path) }
  }

  /// Writes `text` to `path` under `Scenarios/`, and copies the repository fixtures it names
  /// (`fixtures/NAME`) that the folder does not hold yet.
  func write(_ text: String, to path: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    try copyFixtures(namedIn: text)
  }

  private func copyFixtures(namedIn text: String) throws {
    let corpusFixtures = HarnessProcess.scenariosRoot.appendingPathComponent("fixtures", isDirectory: true)
    for name in Self.fixtureNames(in: text) {
      let source = corpusFixtures.appendingPathComponent(name)
      let destination = root.appendingPathComponent("fixtures", isDirectory: true).appendingPathComponent(
        name)
      guard FileManager.default.fileExists(atPath: source.path),
        !FileManager.default.fileExists(atPath: destination.path)
      else { continue }
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: source, to: destination)
    }
  }

  /// The names after every `fixtures/` in `text`, up to a space, a quote or the end of the line.
  static func fixtureNames(in text: String) -> Set<String> {
    var names: Set<String> = []
    for piece in text.components(separatedBy: "fixtures/").dropFirst() {
      let name = piece.prefix { !" \t\n\r\"#".contains($0) }
      if !name.isEmpty { names.insert(String(name)) }
    }
    return names
  }

  func remove() {
    try? FileManager.default.removeItem(at: base)
  }
}

extension ScratchScenarios {
  /// `arch-harness replay`'s output for `source`, written as the only scenario `name` of a scratch
  /// scenarios folder, on `variants`, run from the scratch package so that paths read
  /// `Scenarios/<name>`.
  static func replayOutput(
    of source: String, named name: String, variants: String, binary: String = "arch-harness"
  ) async throws -> String {
    let scratch = try ScratchScenarios(writing: [name: source])
    defer { scratch.remove() }
    return try await HarnessProcess.run(
      ["replay", "--scenarios", scratch.root.path, "--variant", variants], binary: binary, in: scratch.base
    ).output
  }
}
