import Foundation
import HarnessTestSupport
import Testing

/// The tests make their scratch folders in one temporary folder, and the processes they start
/// make their temporary files there too.
@Suite struct TemporaryFolderTests {
  @Test func theScratchFoldersAreInsideTheTestsTemporaryFolder() {
    #expect(TemporaryFolder.url("x").path.hasPrefix(TemporaryFolder.processFolder.path + "/"))
    #expect(TemporaryFolder.processFolder.deletingLastPathComponent().path == TemporaryFolder.base.path)
  }

  @Test func aProcessATestStartsHasTheTestsTemporaryFolderAsItsTMPDIR() throws {
    #expect(TemporaryFolder.environment["TMPDIR"] == TemporaryFolder.base.path)
    let check = "test \"$TMPDIR\" = \"$EXPECTED\" && test -d \"$TMPDIR\" && test -w \"$TMPDIR\""
    let status = try Process.exitStatus(
      running: ["sh", "-c", check], environment: ["EXPECTED": TemporaryFolder.base.path])
    #expect(status == 0)
  }
}
