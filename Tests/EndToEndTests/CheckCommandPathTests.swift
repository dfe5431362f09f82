import Foundation
import HarnessTestSupport
import Testing

/// Every path named on the command line is checked (or replayed) or is an error saying why, and
/// scenario files, like fixtures, are read only from inside the scenarios folder.
@Suite struct CheckCommandPathTests {
  /// A temporary folder holding `Scenarios/` (one good scenario and the repository's fixtures),
  /// a scenario file outside it and a link from inside it to `/etc/passwd`.
  let base: URL
  var root: URL { base.appendingPathComponent("Scenarios") }

  init() throws {
    base = TemporaryFolder.url("CheckPaths")
    let fixtures = base.appendingPathComponent("Scenarios/fixtures")
    try FileManager.default.createDirectory(
      at: fixtures.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: HarnessProcess.scenariosRoot.appendingPathComponent("fixtures"), to: fixtures)
    try Data("scenario: Good\nlaunch\n".utf8).write(
      to: base.appendingPathComponent("Scenarios/good.scenario"))
    try Data("scenario: Outside\nlanch\n".utf8).write(to: base.appendingPathComponent("outside.scenario"))
  }

  @Test func checkingAFileOutsideTheScenariosFolderIsAnError() throws {
    let run = try CommandLineRun.run(["check", "--scenarios", root.path, "outside.scenario"], in: base)
    #expect(run.status == 2)
    #expect(
      run.errors
        == "error: 'outside.scenario' is outside the scenarios folder '\(root.path)'; use --scenarios DIR\n")
    #expect(run.output.isEmpty)
  }

  @Test func replayingAFileOutsideTheScenariosFolderIsAnError() throws {
    let run = try CommandLineRun.run(["replay", "--scenarios", root.path, "outside.scenario"], in: base)
    #expect(run.status == 2)
    #expect(
      run.errors
        == "error: 'outside.scenario' is outside the scenarios folder '\(root.path)'; use --scenarios DIR\n")
  }

  @Test func checkingAFileThatIsNotAScenarioIsAnError() throws {
    let run = try CommandLineRun.run(
      ["check", "--scenarios", root.path, "Scenarios/fixtures/products-3.json"], in: base)
    #expect(run.status == 2)
    #expect(run.errors == "error: 'Scenarios/fixtures/products-3.json' is not a .scenario file\n")
  }

  @Test func checkingAFolderWithoutScenariosIsAnError() throws {
    let run = try CommandLineRun.run(["check", "--scenarios", root.path, "Scenarios/fixtures"], in: base)
    #expect(run.status == 2)
    #expect(run.errors == "error: no .scenario files in 'Scenarios/fixtures'\n")
  }

  @Test func checkingAFileInsideTheFolderChecksIt() throws {
    let run = try CommandLineRun.run(
      ["check", "--scenarios", root.path, "Scenarios/good.scenario"], in: base)
    #expect(run.status == 0)
    #expect(run.output == "1 scenario valid\n")
  }

  @Test func aLinkToEtcPasswdIsRefusedWithALocatedErrorAndNeverEchoed() throws {
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("passwd.scenario").path, withDestinationPath: "/etc/passwd")
    for arguments in [["check"], ["check", "Scenarios/passwd.scenario"], ["list"]] {
      let run = try CommandLineRun.run(arguments + ["--scenarios", root.path], in: base)
      #expect(run.status == 2, "\(arguments)")
      #expect(
        run.errors == """
          Scenarios/passwd.scenario:1:1: error: scenario file `Scenarios/passwd.scenario` leads outside the \
          scenarios folder
          note: a symbolic link may only point to a file inside the scenarios folder
          1 error in 1 file

          """, "\(arguments)")
      #expect(!run.output.contains("root:") && !run.errors.contains("root:"))
    }
  }
}
