import Foundation
import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

@Suite struct ScenarioLoaderTests {
  @Test func repositorySamplesAllParseSortedByPath() {
    let result = ScenarioLoader.loadAll(root: TestScenarios.repositoryRoot)
    #expect(result.diagnostics.map { $0.render() } == [])
    let paths = result.scenarios.map(\.path)
    #expect(paths == paths.sorted())
    #expect(
      Set(paths).isSuperset(of: [
        "Scenarios/history/seeded-history-delete.scenario",
        "Scenarios/products/favourite-from-detail.scenario",
        "Scenarios/products/retry-after-failure.scenario",
      ]))
    let seeded = result.scenarios.first { $0.path == "Scenarios/history/seeded-history-delete.scenario" }
    #expect(seeded?.name == "Seeded history shows newest first and a row can be deleted")
  }

  @Test func badFilesGiveDiagnosticsAndGoodFilesStillLoad() throws {
    let root = try makeFolder([
      "b/good.scenario": "scenario: Good\nlaunch\n",
      "a/bad.scenario": "scenario: Bad\nlanch\n",
      "notes.txt": "not a scenario",
      "c/deeper/also-bad.scenario": "launch\n",
    ])
    let result = ScenarioLoader.loadAll(root: root)
    #expect(result.scenarios.map(\.name) == ["Good"])
    #expect(
      result.diagnostics.map { $0.render() } == [
        "Scenarios/a/bad.scenario:2:1: error: unknown command `lanch`\nnote: did you mean `launch`?",
        "Scenarios/c/deeper/also-bad.scenario:1:1: error: missing `scenario:` header\n"
          + "note: start the file with a line like `scenario: Favourite shows in the list`",
      ])
  }

  @Test func missingFolderIsADiagnostic() {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)")
    let result = ScenarioLoader.loadAll(root: root)
    #expect(result.scenarios.isEmpty)
    #expect(result.diagnostics.map(\.message) == ["no scenarios folder `\(root.lastPathComponent)`"])
  }

  private func makeFolder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScenarioLoaderTests-\(UUID().uuidString)/Scenarios")
    for (path, text) in files {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return root
  }
}
