import Foundation
import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

#if os(Linux)
/// A name that is not UTF-8 (Linux allows any bytes but `/` and NUL) can be held by no `String`
/// path: such a scenario file used to be read by a mangled name and fail every command with "no
/// such file". It is left out and named, its bad bytes escaped.
@Suite struct UndecodableNameListingTests {
  @Test func entriesWhoseNamesAreNotUTF8AreSkippedAndNamedWithTheirBytesEscaped() throws {
    let root = TemporaryFolder.url("UndecodableNames").appendingPathComponent("Scenarios")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("bmi"), withIntermediateDirectories: true)
    try Data("scenario: Good\nlaunch\n".utf8).write(to: root.appendingPathComponent("bmi/good.scenario"))
    try #require(RawFileNames.make(Array("bmi/caf".utf8) + [0xE9] + Array(".scenario".utf8), in: root))
    try #require(RawFileNames.make(Array("bmi/notes-".utf8) + [0xFF], in: root))
    try #require(
      RawFileNames.make(Array("d".utf8) + [0xFF, 0xFE] + Array("r".utf8), in: root, isFolder: true))
    let result = ScenarioLoader.loadAll(root: root)
    #expect(result.scenarios.map(\.name) == ["Good"])
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.skipped.map { $0.render(severity: "warning") } == [
        "Scenarios/bmi/caf\\xE9.scenario:1:1: warning: the file name is not valid UTF-8\n"
          + "note: give it a UTF-8 name: `check` refuses it, and the other commands leave it out",
        "Scenarios/d\\xFF\\xFEr:1:1: warning: the folder name is not valid UTF-8\n"
          + "note: give it a UTF-8 name: `check` refuses it, and the other commands leave out the "
          + "scenarios in it",
      ])
    #expect(
      ScenarioLoader.selectListing([root.appendingPathComponent("bmi").path], root: root)
        == .success(ScenarioListing(paths: ["bmi/good.scenario"], undecodable: ["bmi/caf\\xE9.scenario"])))
  }
}
#endif
