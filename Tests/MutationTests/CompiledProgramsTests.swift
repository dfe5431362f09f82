import Foundation
import HarnessTestSupport
import Testing

/// The programs the mutation tests compile are kept between runs: the same sources and commands
/// give the same folder without running the commands again, other sources a folder of their own,
/// a folder that lost a file is made again, and a failing command is said.
@Suite struct CompiledProgramsTests {
  /// Sources no other run has: the folder is made by this test.
  static func files() -> [String: String] { ["input.txt": UUID().uuidString] }

  /// Appends a line to `runs.txt` each time it runs, and copies the input.
  static let commands = [["sh", "-c", "echo ran >> runs.txt && cp input.txt output.txt"]]

  @Test func theSameSourcesAndCommandsGiveTheSameFolderWithoutRunningThemAgain() throws {
    let files = Self.files()
    let first = try CompiledPrograms.folder(files: files, commands: Self.commands)
    let second = try CompiledPrograms.folder(files: files, commands: Self.commands)
    defer { try? FileManager.default.removeItem(at: first) }
    #expect(first == second)
    #expect(try String(contentsOf: first.appendingPathComponent("runs.txt"), encoding: .utf8) == "ran\n")
    #expect(
      try String(contentsOf: first.appendingPathComponent("output.txt"), encoding: .utf8)
        == files["input.txt"])
  }

  @Test func otherSourcesGetAFolderOfTheirOwn() throws {
    let one = try CompiledPrograms.folder(files: Self.files(), commands: Self.commands)
    let other = try CompiledPrograms.folder(files: Self.files(), commands: Self.commands)
    defer { for folder in [one, other] { try? FileManager.default.removeItem(at: folder) } }
    #expect(one != other)
  }

  @Test func aFolderThatLostAFileIsMadeAgain() throws {
    let files = Self.files()
    let folder = try CompiledPrograms.folder(files: files, commands: Self.commands)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.removeItem(at: folder.appendingPathComponent("output.txt"))
    let again = try CompiledPrograms.folder(files: files, commands: Self.commands)
    #expect(again == folder)
    #expect(FileManager.default.fileExists(atPath: again.appendingPathComponent("output.txt").path))
  }

  @Test func aFailingCommandIsSaidWithItsStatus() throws {
    let failing = [["sh", "-c", "exit 3"]]
    #expect {
      _ = try CompiledPrograms.folder(files: Self.files(), commands: failing)
    } throws: { error in
      (error as? CompiledPrograms.CompileFailure)?.description == "`sh -c exit 3` exited with 3"
    }
  }
}
