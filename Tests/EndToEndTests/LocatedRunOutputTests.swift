import Foundation
import Reports
import Testing
import Traces

/// What `run` and `replay` say about a failing scenario, and where: the first located failure per
/// failing cell, paths an editor opens from the current folder, the reports beside the scenarios
/// whatever the folder, and progress for repeated replays.
@Suite(.needsReplayRuntime) struct LocatedRunOutputTests {
  static let wrongTitle = """
    scenario: A wrong title
    api fetchProducts -> fixtures/products-3.json after 100ms

    launch
    wait 100ms
    expect-title "Orders"
    expect-rows products.list 2

    """

  static let titleFailure =
    "Scenarios/wrong.scenario:6:1: error: expected the title \"Orders\", but screen `products.list` is titled "
    + "\"Products\""
  static let rowsFailure =
    "Scenarios/wrong.scenario:7:1: error: expected `products.list` to hold 2 rows, but it holds 3 rows"

  /// A scratch package: `Scenarios/wrong.scenario` and an empty `Sources/Domain`.
  static func package() throws -> (scratch: ScratchScenarios, subfolder: URL) {
    let scratch = try ScratchScenarios(writing: ["wrong.scenario": wrongTitle])
    let subfolder = scratch.base.appendingPathComponent("Sources/Domain", isDirectory: true)
    try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
    return (scratch, subfolder)
  }

  @Test func runFromASubfolderPrintsLocatedFailuresAndWritesTheReportsBesideTheScenarios() async throws {
    let (scratch, subfolder) = try Self.package()
    defer { scratch.remove() }
    let (status, output) = try await HarnessProcess.run(
      ["run", "--quiet", "--variant", "mvc,mvp", "--format", "md,json"], environment: ["NO_COLOR": "1"],
      in: subfolder)
    #expect(status == 1)
    #expect(
      output == """
        ✘ ../../Scenarios/wrong.scenario — A wrong title
            mvc     fails-expect
              ../../\(Self.titleFailure)
            mvp     fails-expect
              ../../\(Self.titleFailure)
        0 of 1 scenarios clean: not clean
        Reports: ../../reports/summary.md, ../../reports/results.json

        """)
    #expect(try FileManager.default.contentsOfDirectory(atPath: subfolder.path) == [])
    let json = try String(
      contentsOf: scratch.base.appendingPathComponent("reports/results.json"), encoding: .utf8)
    let run = try JSONReportWriter.run(from: json)
    #expect(
      run.traces.map(\.outcome)
        == Array(
          repeating: .failedExpectations(line: 6, step: 2, message: Self.titleFailure), count: 2))
  }

  @Test func replayFromThePackageRootShowsTheScenariosPathsAsTheyAre() async throws {
    let (scratch, _) = try Self.package()
    defer { scratch.remove() }
    let (status, output) = try await HarnessProcess.run(
      ["replay", "--variant", "mvc", "--scenarios", scratch.root.path], environment: ["NO_COLOR": "1"],
      in: scratch.base)
    #expect(status == 1)
    #expect(
      output == """
        Scenarios/wrong.scenario — A wrong title
          mvc     fails-expect
              \(Self.titleFailure)
              \(Self.rowsFailure)
        0 passed, 1 failed

        """)
  }

  @Test func replayOfScenariosElsewhereShowsTheirAbsolutePaths() async throws {
    let (scratch, _) = try Self.package()
    defer { scratch.remove() }
    let (_, output) = try await HarnessProcess.run(
      ["replay", "--variant", "mvc", "--scenarios", scratch.root.path], environment: ["NO_COLOR": "1"],
      in: URL(fileURLWithPath: "/", isDirectory: true))
    let root = scratch.root.standardizedFileURL.path
    #expect(output.hasPrefix("\(root)/wrong.scenario — A wrong title\n"), "\(output)")
    #expect(output.contains("\n      \(root)/wrong.scenario:6:1: error: expected the title"), "\(output)")
  }

  @Test func replayWithRepeatCountsEachReplayOnStandardErrorUnlessQuiet() async throws {
    let (scratch, _) = try Self.package()
    defer { scratch.remove() }
    let arguments = [
      "replay", "--variant", "mvc,mvp", "--repeat", "2", "--jobs", "1", "--scenarios", scratch.root.path,
    ]
    let result = try CommandLineRun.run(arguments, in: scratch.base, timeout: .seconds(120))
    #expect(result.status == 1)
    #expect(
      result.errors == """
        [1/2] mvc Scenarios/wrong.scenario, 2 times: fails-expect
        [2/2] mvp Scenarios/wrong.scenario, 2 times: fails-expect

        """)
    let quiet = try CommandLineRun.run(arguments + ["--quiet"], in: scratch.base, timeout: .seconds(120))
    #expect(quiet.errors == "")
    #expect(quiet.output == result.output)
  }
}
