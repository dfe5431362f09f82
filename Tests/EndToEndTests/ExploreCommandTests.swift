import Foundation
import HarnessTestSupport
import Reports
import ScenarioLanguage
import Testing

/// `arch-harness explore` through the built tools: it finds a rare planted divergence, shrinks it
/// to a short scenario that `check` accepts and `run` reproduces, writes the same bytes for the
/// same seed, and finds nothing on the real variants. Finding and shrinking take tens of seconds
/// in a debug build: those tests are in the soak tier (`ARCH_HARNESS_SOAK=1`).
@Suite(.needsReplayRuntime) struct ExploreCommandTests {
  struct Outcome {
    let status: Int32
    let output: String
    let errors: String
    let out: URL
  }

  /// Runs `binary explore ARGUMENTS --out <a new folder>`.
  static func explore(_ arguments: [String], binary: String = "arch-harness-testbed") throws -> Outcome {
    let out = TemporaryFolder.url("explored")
    // A generous step timeout: a loaded debug machine must not turn a slow step into a finding.
    let (status, output, errors) = try run(
      ["explore"] + arguments + ["--out", out.path, "--step-timeout", "2m"], binary: binary)
    return Outcome(status: status, output: output, errors: errors, out: out)
  }

  static func run(_ arguments: [String], binary: String) throws -> (Int32, String, String) {
    let capture = TemporaryFolder.url("explore-io")
    try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: capture) }
    let outputFile = capture.appendingPathComponent("out")
    let errorFile = capture.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    let process = Process()
    process.executableURL = try HarnessProcess.executableURL(binary)
    process.arguments = arguments
    process.currentDirectoryURL = HarnessProcess.packageRoot
    process.environment = TemporaryFolder.environment
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    let processExit = try process.start()
    processExit.wait()
    return (
      process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8),
      try String(contentsOf: errorFile, encoding: .utf8)
    )
  }

  static let plantedArguments = [
    "--seed", "1", "--flows", "300", "--variant", "mvc,mvvmc,save-blocks-links", "--quiet",
  ]

  /// One exploration with the planted variant, shared by the tests that read its output.
  static let planted = Result { try explore(plantedArguments) }

  static let scenarioName = "diverges-save-blocks-links.scenario"

  @Test(.soak) func theExplorerFindsARareDivergenceAndShrinksItToAShortScenario() throws {
    let outcome = try Self.planted.get()
    #expect(outcome.status == 1, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains("diverges, odd one out: save-blocks-links"))
    let files = try FileManager.default.contentsOfDirectory(atPath: outcome.out.path)
    #expect(files.filter { $0.hasSuffix(".scenario") } == [Self.scenarioName])
    let loaded = ScenarioLoader.load([Self.scenarioName], root: outcome.out)
    #expect(loaded.diagnostics.isEmpty)
    let scenario = try #require(loaded.scenarios.first)
    #expect(scenario.tags == ["explored"])
    let actions = scenario.steps.filter { !$0.action.isAssertion }
    #expect(actions.count <= 8, "\(actions.map(\.sourceLine))")
    #expect(actions.first?.action == .launch)
    #expect(actions.contains { $0.action.command == "open" })
    #expect(actions.contains { $0.action == .tap(element: "bmi.save") })
    #expect(scenario.steps.contains { $0.action.isAssertion }, "the majority's assertions are written")
  }

  @Test(.soak) func checkAcceptsTheFoundScenarioAndRunShowsTheSameOddOneOut() throws {
    let outcome = try Self.planted.get()
    let (checkStatus, checkOutput, checkErrors) = try Self.run(
      ["check", "--scenarios", outcome.out.path], binary: "arch-harness-testbed")
    #expect(checkStatus == 0, "\(checkOutput)\(checkErrors)")
    let reports = TemporaryFolder.url("explore-reports")
    defer { try? FileManager.default.removeItem(at: reports) }
    let (runStatus, _, _) = try Self.run(
      [
        "run", "--quiet", "--scenarios", outcome.out.path, "--variant", "mvc,mvvmc,save-blocks-links",
        "--out",
        reports.path, "--format", "json",
      ], binary: "arch-harness-testbed")
    #expect(runStatus == 1)
    let run = try JSONReportWriter.run(
      from: String(contentsOf: reports.appendingPathComponent("results.json"), encoding: .utf8))
    let comparison = try #require(run.scenarios.first)
    #expect(comparison.divergence?.oddOnesOut == ["save-blocks-links"])
    let outcomes = Dictionary(uniqueKeysWithValues: comparison.outcomes.map { ($0.variant, $0.outcome) })
    #expect(outcomes["mvc"] == .passed)
    #expect(outcomes["mvvmc"] == .passed)
    #expect(outcomes["save-blocks-links"]?.status == "fails-expect")
  }

  @Test(.soak) func theSameSeedWritesTheSameFilesByteForByte() throws {
    let first = try Self.planted.get()
    let second = try Self.explore(Self.plantedArguments)
    defer { try? FileManager.default.removeItem(at: second.out) }
    #expect(second.status == first.status)
    let files = try FileManager.default.subpathsOfDirectory(atPath: first.out.path).sorted()
    #expect(try FileManager.default.subpathsOfDirectory(atPath: second.out.path).sorted() == files)
    for file in files where file.hasSuffix(".scenario") || file.hasSuffix(".json") {
      let a = try Data(contentsOf: first.out.appendingPathComponent(file))
      let b = try Data(contentsOf: second.out.appendingPathComponent(file))
      #expect(a == b, "\(file) differs between two explorations with the same seed")
    }
  }

  /// 100 flows in the soak tier, 8 otherwise (CI's own `explore` step runs 300).
  @Test func aShortExplorationOfEveryRealVariantFindsNothing() throws {
    let flows = SoakTier.choose(fast: "8", soak: "100")
    let outcome = try Self.explore(["--seed", "1", "--flows", flows, "--quiet"], binary: "arch-harness")
    defer { try? FileManager.default.removeItem(at: outcome.out) }
    #expect(outcome.status == 0, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains("on \(ScenarioCorpus.variants.joined(separator: ", "))"))
    #expect(outcome.output.contains("nothing found"))
    #expect(!FileManager.default.fileExists(atPath: outcome.out.path))
  }

  @Test(
    arguments: [
      (["--flows", "0"], "error: option '--flows' needs a whole number of at least 1, not '0'"),
      (["--flows", "5", "--time", "1s"], "error: give either '--flows' or '--time', not both"),
      (
        ["--seed", "-1"],
        "error: option '--seed' needs a whole number from 0 to 18446744073709551615, not '-1'"
      ),
      (
        ["--time", "soon"],
        "error: option '--time' needs a duration such as 500ms, 10s or 2m (a whole number of at least 1), not 'soon'"
      ),
      (["--variant", "mvx"], "error: unknown variant 'mvx'; did you mean 'mvc'?"),
      (["Scenarios"], "error: explore takes no paths, but was given 'Scenarios'"),
    ])
  func badUsageIsRefusedWithStatusTwo(arguments: [String], message: String) throws {
    let outcome = try Self.explore(arguments, binary: "arch-harness")
    #expect(outcome.status == 2)
    #expect(outcome.errors.hasPrefix(message), "\(outcome.errors)")
    #expect(!FileManager.default.fileExists(atPath: outcome.out.path))
  }

  @Test func helpDescribesTheOptions() throws {
    let (status, output, _) = try Self.run(["explore", "--help"], binary: "arch-harness")
    #expect(status == 0)
    for option in ["--seed", "--flows", "--time", "--max-steps", "--variant", "--out", "--jobs"] {
      #expect(output.contains(option), "\(option) is not in the help")
    }
    let (_, overview, _) = try Self.run(["--help"], binary: "arch-harness")
    #expect(overview.contains("explore"))
  }
}
