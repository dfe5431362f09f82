import AppContract
import Comparison
import Foundation
import Terminal
import Traces

/// `arch-harness verify --variant NAME`: the edit → verdict loop for one variant. Builds what
/// changed (`swift build --build-tests`; when that replaced this very tool, the new tool is
/// started in its place), runs the variant's unit tests alone in the test binary, replays every
/// scenario on the variant and compares each trace with the other variants' traces of the last
/// full run in the reports folder.
public struct VerifySession: Sendable {
  public let variant: any AppVariant.Type
  public let catalog: ScenarioCatalog
  public let knownDeviations: [KnownDeviation]
  /// The last run's `results.json`.
  public let resultsFile: URL
  /// Where the tool was built; nil for a copy outside a package's `.build`.
  public let build: VerifyBuild?
  /// Whether to use the build as it is (`--skip-build`, and the restarted tool).
  public let skipsBuild: Bool
  /// The command-line arguments after the tool's name, for the restarted tool.
  public let arguments: [String]
  public let parallelism: Int
  public let stepTimeout: Duration
  public let showsProgress: Bool

  public init(
    variant: any AppVariant.Type, catalog: ScenarioCatalog, knownDeviations: [KnownDeviation],
    resultsFile: URL, build: VerifyBuild?, skipsBuild: Bool, arguments: [String], parallelism: Int,
    stepTimeout: Duration, showsProgress: Bool
  ) {
    self.variant = variant
    self.catalog = catalog
    self.knownDeviations = knownDeviations
    self.resultsFile = resultsFile
    self.build = build
    self.skipsBuild = skipsBuild
    self.arguments = arguments
    self.parallelism = parallelism
    self.stepTimeout = stepTimeout
    self.showsProgress = showsProgress
  }

  /// Runs the loop; the exit status: 0 when the build, the unit tests and every scenario are
  /// clean, 1 otherwise.
  public func run() -> Int32 {
    if !skipsBuild, let build {
      guard rebuild(build) else { return ExitCode.failures }
    }
    let shown = DisplayPath.of(resultsFile)
    let name = variant.name
    let baseline = BackgroundValue { VerifyBaseline.load(resultsFile, shown: shown, leavingOut: name) }
    let testsPassed = runUnitTests()
    let count = catalog.scenarios.count
    Console.out("Replaying \(count) scenario\(count == 1 ? "" : "s") on \(variant.name)")
    let traces = ReplayBatch(
      catalog: catalog, variants: [variant], parallelism: parallelism, repeatCount: 1,
      stepTimeout: stepTimeout,
      showsProgress: showsProgress
    ).run()
    switch baseline.value {
    case .run(_, let variants):
      Console.out("Compared with the last run in \(shown) (\(variants.joined(separator: ", ")))")
    case .none(let reason):
      Console.out(
        Console.paint("note: ", .yellow) + "\(reason); \(variant.name) is checked against the scenarios' "
          + "own expectations only")
    }
    let verdicts = VerifyVerdict.judge(traces, against: baseline.value, knownDeviations: knownDeviations)
    for line in VerifyVerdict.lines(verdicts, shown: catalog.shown) { Console.out(line) }
    let clean = testsPassed && verdicts.allSatisfy(\.isClean)
    let verdict = clean ? Console.paint("clean", .green) : Console.paint("not clean", .red)
    Console.out(VerifyVerdict.tally(verdicts, variant: variant.name) + ": " + verdict)
    return clean ? ExitCode.success : ExitCode.failures
  }

  // MARK: - Steps

  /// Builds; on success, restarts the tool when the build replaced it (and returns only if that
  /// fails); on failure, prints the build's diagnostics.
  private func rebuild(_ build: VerifyBuild) -> Bool {
    Console.out("Building: \(build.buildCommand.joined(separator: " "))")
    let before = VerifyBuild.executableDate()
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "arch-harness-verify-\(getpid()).log")
    defer { try? FileManager.default.removeItem(at: log) }
    // On a terminal SwiftPM shows its own progress and diagnostics; elsewhere its log is kept
    // and only the diagnostics are shown.
    let output = Console.isTerminal ? URL(fileURLWithPath: "/dev/stdout") : log
    guard build.build(log: output) else {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      for line in VerifyBuild.diagnostics(inLog: text) { Console.out(line) }
      Console.out(Console.paint("error: ", .red) + "the build failed; nothing was tested or replayed")
      return false
    }
    if VerifyBuild.executableDate() != before {
      Console.out("The build replaced this tool: starting the new one")
      let reason = VerifyBuild.restart(with: arguments + ["--skip-build"])
      Console.error("error: could not start the rebuilt tool: \(reason)")
      return false
    }
    return true
  }

  /// Runs the variant's unit tests alone, if it has any; whether none failed.
  private func runUnitTests() -> Bool {
    guard let build else {
      Console.out(
        Console.paint("error: ", .red) + "the unit tests were not run: this tool is not in a package's "
          + ".build folder")
      return false
    }
    let targets = build.testTargets(of: variant)
    guard !targets.isEmpty else {
      let module = ReportOutput.moduleName(of: variant)
      Console.out("Unit tests of \(variant.name): none (the package has no Tests/\(module)Tests)")
      return true
    }
    let label = "Unit tests of \(variant.name) (\(targets.joined(separator: ", ")))"
    guard let binary = build.testBinary else {
      Console.out(
        Console.paint("error: ", .red) + "\(label) were not run: there is no test build in "
          + "\(DisplayPath.of(build.binFolder)) ('swift build --build-tests' makes it)")
      return false
    }
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "arch-harness-tests-\(getpid()).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let passed = build.runTests(build.testCommand(targets: targets, binary: binary), log: log)
    let (closing, failures) = VerifyBuild.testSummary(
      inLog: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    for failure in failures { Console.out("    " + failure) }
    let status = passed ? Console.paint("passed", .green) : Console.paint("failed", .red)
    Console.out("\(label): \(status)\(closing.map { " — \($0)" } ?? "")")
    return passed
  }
}
