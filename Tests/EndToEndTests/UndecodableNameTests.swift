import Foundation
import HarnessTestSupport
import Testing

#if os(Linux)
/// A scenario file whose name is not UTF-8 used to stop every command with "no such file" (the
/// name was read back with replacement characters). `check` refuses it by name, its bad bytes
/// escaped; the other commands leave it out with the same text as a warning and go on.
/// (Linux only: its file systems take any bytes in a name; macOS's refuse what is not UTF-8.)
@Suite struct UndecodableNameTests {
  static let warning =
    "Scenarios/bmi/caf\\xE9.scenario:1:1: warning: the file name is not valid UTF-8\n"
    + "note: give it a UTF-8 name: `check` refuses it, and the other commands leave it out\n"

  static func scratch() throws -> ScratchScenarios {
    let scratch = try ScratchScenarios(copying: ["bmi/valid-who.scenario"])
    try #require(
      RawFileNames.make(Array("bmi/caf".utf8) + [0xE9] + Array(".scenario".utf8), in: scratch.root))
    return scratch
  }

  @Test func checkRefusesTheFileByItsEscapedName() throws {
    let scratch = try Self.scratch()
    defer { scratch.remove() }
    let result = try CommandLineRun.run(["check", "--scenarios", scratch.root.path], in: scratch.base)
    #expect(result.status == 2)
    #expect(
      result.errors
        == Self.warning.replacingOccurrences(of: ": warning: ", with: ": error: ") + "1 error in 1 file\n")
  }

  @Test func listAndReplayLeaveItOutWithAWarningAndGoOn() throws {
    let scratch = try Self.scratch()
    defer { scratch.remove() }
    let list = try CommandLineRun.run(["list", "--scenarios", scratch.root.path], in: scratch.base)
    #expect(list.status == 0)
    #expect(list.errors == Self.warning)
    #expect(list.output.contains("Scenarios (1)\n  Scenarios/bmi/valid-who.scenario\n"))
    let replay = try CommandLineRun.run(
      ["replay", "--variant", "mvc", "--scenarios", scratch.root.path], in: scratch.base,
      timeout: .seconds(120))
    #expect(replay.status == 0, "\(replay.output)\(replay.errors)")
    #expect(replay.errors == Self.warning)
    #expect(replay.output.hasSuffix("1 passed, 0 failed\n"))
  }
}
#endif
