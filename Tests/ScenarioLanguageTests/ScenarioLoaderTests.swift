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

  @Test("a folder parsed on all cores gives its scenarios and diagnostics in path order")
  func aLargeFolderKeepsPathOrder() throws {
    let count = ScenarioLoader.concurrentFileCount * 2
    let files = (0..<count).map { index -> (String, String) in
      let name = "f" + String(1000 + index) + ".scenario"
      return (name, index % 3 == 0 ? "scenario: S\(index)\nlanch\n" : "scenario: S\(index)\nlaunch\n")
    }
    let root = try makeFolder(Dictionary(uniqueKeysWithValues: files))
    let result = ScenarioLoader.loadAll(root: root)
    #expect(result.scenarios.map(\.name) == (0..<count).filter { $0 % 3 != 0 }.map { "S\($0)" })
    #expect(
      result.diagnostics.map(\.location.file)
        == (0..<count).filter { $0 % 3 == 0 }.map { "Scenarios/f\(1000 + $0).scenario" })
  }

  @Test func missingFolderIsADiagnostic() {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)")
    let result = ScenarioLoader.loadAll(root: root)
    #expect(result.scenarios.isEmpty)
    #expect(result.diagnostics.map(\.message) == ["no scenarios folder `\(root.lastPathComponent)`"])
  }

  @Test func aLinkToAFileOutsideTheFolderIsRefusedAndNeverRead() throws {
    let root = try makeFolder(["good.scenario": "scenario: Good\nlaunch\n"])
    let secret = root.deletingLastPathComponent().appendingPathComponent("secret.scenario")
    try Data("scenario: Secret\nroot:x:0:0\n".utf8).write(to: secret)
    try link(root.appendingPathComponent("passwd.scenario"), to: secret.path)
    let result = ScenarioLoader.loadAll(root: root)
    #expect(result.scenarios.map(\.name) == ["Good"])
    #expect(
      result.diagnostics.map { $0.render() } == [
        "Scenarios/passwd.scenario:1:1: error: scenario file `Scenarios/passwd.scenario` leads outside the "
          + "scenarios folder\nnote: a symbolic link may only point to a file inside the scenarios folder"
      ])
  }

  @Test(
    "a resolved path is inside a resolved folder when it continues it past a slash",
    arguments: [
      ("/a/b/c.scenario", "/a/b", true), ("/a/b/c/d.json", "/a/b", true), ("/a/bc.scenario", "/a/b", false),
      ("/a/b", "/a/b", false), ("/a", "/a/b", false), ("/x.json", "/", true), ("/", "/", false),
    ])
  func resolvedPathsAreInsideByTheirBytes(file: String, folder: String, inside: Bool) {
    #expect(FileConfinement.isInside(resolvedPath: file, resolvedFolder: folder) == inside)
  }

  @Test func aLinkToNothingIsAFileThatIsNotThereWhereverItPoints() throws {
    let root = try makeFolder(["good.scenario": "scenario: Good\nlaunch\n"])
    let nowhere = root.deletingLastPathComponent().appendingPathComponent("nowhere.scenario")
    try link(root.appendingPathComponent("outside.scenario"), to: nowhere.path)
    try link(root.appendingPathComponent("inside.scenario"), to: "missing.scenario")
    let result = ScenarioLoader.loadAll(root: root)
    #expect(result.scenarios.map(\.name) == ["Good"])
    #expect(
      result.diagnostics.map { $0.render() } == [
        "Scenarios/inside.scenario:1:1: error: cannot read `Scenarios/inside.scenario`: no such file",
        "Scenarios/outside.scenario:1:1: error: cannot read `Scenarios/outside.scenario`: no such file",
      ])
  }

  @Test func aLinkToAFileInsideTheFolderIsRead() throws {
    let root = try makeFolder(["a/real.scenario": "scenario: Real\nlaunch\n"])
    try link(root.appendingPathComponent("alias.scenario"), to: "a/real.scenario")
    #expect(
      ScenarioLoader.loadAll(root: root).scenarios.map(\.path) == [
        "Scenarios/a/real.scenario", "Scenarios/alias.scenario",
      ])
  }

  @Test func linksToFoldersAreNotFollowedSoALoopEnds() throws {
    let root = try makeFolder(["a/one.scenario": "scenario: One\nlaunch\n"])
    let outside = root.deletingLastPathComponent().appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("scenario: Outside\nlaunch\n".utf8).write(to: outside.appendingPathComponent("o.scenario"))
    try link(root.appendingPathComponent("loop"), to: ".")
    try link(root.appendingPathComponent("out"), to: outside.path)
    #expect(ScenarioLoader.scenarioFiles(in: root) == ["a/one.scenario"])
  }

  @Test func aScenarioFileThatIsNotARegularFileIsRefusedWithoutBlocking() throws {
    let root = try makeFolder(["good.scenario": "scenario: Good\nlaunch\n"])
    #expect(mkfifo(root.appendingPathComponent("pipe.scenario").path, 0o600) == 0)
    let result = ScenarioLoader.loadAll(root: root)
    #expect(
      result.diagnostics.map { $0.render() } == [
        "Scenarios/pipe.scenario:1:1: error: cannot read `Scenarios/pipe.scenario`: not a regular file"
      ])
  }

  @Test func fileBytesAreParsedSoEncodingErrorsKeepTheirPlace() throws {
    let root = try makeFolder([:])
    try Data([0xEF, 0xBB, 0xBF] + Array("scenario: BOM\nlaunch\n".utf8)).write(
      to: root.appendingPathComponent("bom.scenario"))
    try Data(Array("scenario: Bad\nlaunch\ntap \"".utf8) + [0xFE] + Array("\"\n".utf8)).write(
      to: root.appendingPathComponent("latin.scenario"))
    let result = ScenarioLoader.loadAll(root: root)
    #expect(result.scenarios.map(\.name) == ["BOM"])
    #expect(
      result.diagnostics.map { $0.render() } == [
        "Scenarios/latin.scenario:3:6: error: the file is not valid UTF-8: byte 0xfe at offset 26\n"
          + "note: save the file as UTF-8"
      ])
  }

  // MARK: - Paths a user names

  @Test func selectedPathsAreFilesAndFoldersInsideTheRoot() throws {
    let root = try makeFolder([
      "a/one.scenario": "", "a/two.scenario": "", "b/three.scenario": "", "b/notes.txt": "",
    ])
    let paths = [
      root.appendingPathComponent("a").path, root.appendingPathComponent("a/one.scenario").path,
      root.path + "/b/../b/three.scenario",
    ]
    #expect(
      try ScenarioLoader.select(paths, root: root).get() == [
        "a/one.scenario", "a/two.scenario", "b/three.scenario",
      ])
    #expect(try ScenarioLoader.select([root.path], root: root).get().count == 3)
  }

  @Test func aPathThatNamesNoScenarioIsAnError() throws {
    let root = try makeFolder(["a/one.scenario": "", "b/notes.txt": ""])
    let outside = root.deletingLastPathComponent().appendingPathComponent("x.scenario")
    try Data().write(to: outside)
    let missing = root.appendingPathComponent("a/none.scenario").path
    let notes = root.appendingPathComponent("b/notes.txt").path
    let folder = root.appendingPathComponent("b").path
    #expect(
      ScenarioLoader.select([outside.path], root: root)
        == .failure(.outsideRoot(outside.path, root: root.path)))
    #expect(ScenarioLoader.select([missing], root: root) == .failure(.missing(missing)))
    #expect(ScenarioLoader.select([notes], root: root) == .failure(.notScenarioFile(notes)))
    #expect(ScenarioLoader.select([folder], root: root) == .failure(.noScenarios(folder)))
    #expect(
      ScenarioPathError.outsideRoot("x.scenario", root: "/w/Scenarios").message
        == "'x.scenario' is outside the scenarios folder '/w/Scenarios'")
    #expect(ScenarioPathError.missing("m").message == "no such file or folder 'm'")
    #expect(ScenarioPathError.notScenarioFile("n.txt").message == "'n.txt' is not a .scenario file")
    #expect(ScenarioPathError.noScenarios("b").message == "no .scenario files in 'b'")
  }

  @Test func aFolderInsideTheRootThatLinksOutsideIsOutside() throws {
    let root = try makeFolder(["a/one.scenario": ""])
    let outside = root.deletingLastPathComponent().appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data().write(to: outside.appendingPathComponent("o.scenario"))
    try link(root.appendingPathComponent("out"), to: outside.path)
    let path = root.appendingPathComponent("out").path
    #expect(ScenarioLoader.select([path], root: root) == .failure(.outsideRoot(path, root: root.path)))
  }

  private func link(_ url: URL, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
  }

  private func makeFolder(_ files: [String: String]) throws -> URL {
    let root = TemporaryFolder.url("ScenarioLoaderTests").appendingPathComponent("Scenarios")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, text) in files {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return root
  }
}
