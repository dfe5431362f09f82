import Foundation
import HarnessTestSupport
import Testing

/// The tests make their scratch folders in one temporary folder, and the processes they start
/// make their temporary files inside it too, so that the folder's removal takes them all.
@Suite struct TemporaryFolderTests {
  @Test func theScratchFoldersAreInsideTheTestsTemporaryFolder() {
    #expect(TemporaryFolder.url("x").path.hasPrefix(TemporaryFolder.processFolder.path + "/"))
    #expect(TemporaryFolder.processFolder.deletingLastPathComponent().path == TemporaryFolder.base.path)
  }

  @Test func aProcessATestStartsHasATemporaryFolderInsideTheTestsFolder() throws {
    let folder = TemporaryFolder.processTemporaryFolder.path
    #expect(TemporaryFolder.environment["TMPDIR"] == folder)
    #expect(folder.hasPrefix(TemporaryFolder.processFolder.path + "/"))
    let check = "test \"$TMPDIR\" = \"$EXPECTED\" && test -d \"$TMPDIR\" && test -w \"$TMPDIR\""
    let status = try Process.exitStatus(running: ["sh", "-c", check], environment: ["EXPECTED": folder])
    #expect(status == 0)
  }
}
