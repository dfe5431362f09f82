import Foundation
import Runs
import Testing
import VariantRegistry

/// What `verify` builds and runs before it replays: found from where the tool was built.
@Suite struct VerifyBuildTests {
  @Test(
    arguments: [
      ("debug", ["swift", "build", "--build-tests"]),
      ("release", ["swift", "build", "--build-tests", "-c", "release"]),
    ] as [(String, [String])])
  func theBuildIsThePackageOfTheToolsDotBuildFolderInTheToolsConfiguration(
    configuration: String, command: [String]
  ) throws {
    let tool = URL(fileURLWithPath: "/work/app/.build/x86_64-unknown-linux-gnu/\(configuration)/arch-harness")
    let build = try #require(VerifyBuild(executable: tool, configuration: configuration))
    #expect(build.packageRoot.path == "/work/app")
    #expect(build.binFolder.path == "/work/app/.build/x86_64-unknown-linux-gnu/\(configuration)")
    #expect(build.buildCommand == command)
  }

  @Test func anInstalledToolHasNoBuildToRebuild() {
    #expect(VerifyBuild(executable: URL(fileURLWithPath: "/usr/local/bin/arch-harness")) == nil)
  }

  @Test func aVariantsUnitTestsAreItsModulesAndItsSharedCoresTestTargetsAnchoredByName() throws {
    let tool = HarnessProcess.packageRoot.appendingPathComponent(".build/debug/arch-harness")
    let build = try #require(VerifyBuild(executable: tool, configuration: "debug"))
    let reducer = try #require(VariantRegistry.all.first { $0.name == "reducer" })
    let targets = build.testTargets(of: reducer)
    #expect(targets == ["ReducerAppTests", "ReducerCoreTests"])
    let binary = URL(fileURLWithPath: "/nowhere/ArchitectureHarnessPackageTests.xctest")
    #expect(
      build.testCommand(targets: targets, binary: binary) == [
        "swift", "test", "--skip-build", "--filter", "^ReducerAppTests\\.", "--filter",
        "^ReducerCoreTests\\.",
      ])
  }

  @Test func aBuildLogsDiagnosticsAreKeptWithoutItsProgress() {
    let log = """
      Building for debugging...
      [3/8] Compiling MVCApp HistoryCell.swift
      /p/Sources/MVCApp/History/HistoryCell.swift:41:35: error: cannot find 'isDeletin' in scope
      39 |     deleteButton.isEnabled = !isDeletin
         |                               `- error: cannot find 'isDeletin' in scope
      [4/8] Emitting module MVCApp
      error: fatalError
      """
    #expect(
      VerifyBuild.diagnostics(inLog: log) == [
        "/p/Sources/MVCApp/History/HistoryCell.swift:41:35: error: cannot find 'isDeletin' in scope",
        "39 |     deleteButton.isEnabled = !isDeletin",
        "   |                               `- error: cannot find 'isDeletin' in scope",
        "error: fatalError",
      ])
  }

  @Test func aTestRunsClosingLineAndFailuresAreFoundInItsOutput() {
    let log = """
      ◇ Test run started.
      ✘ Test cellDisablesDelete() recorded an issue at HistoryCellTests.swift:12:5: Expectation failed: false
      ✘ Test cellDisablesDelete() failed after 0.002 seconds with 1 issue.
      ✘ Test run with 66 tests in 14 suites failed after 0.030 seconds with 1 issue.
      """
    let summary = VerifyBuild.testSummary(inLog: log)
    #expect(summary.closing == "Test run with 66 tests in 14 suites failed after 0.030 seconds with 1 issue.")
    #expect(summary.failures.count == 2)
  }
}
