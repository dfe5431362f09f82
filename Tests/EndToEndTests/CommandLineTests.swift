import Foundation
import HarnessTestSupport
import Testing

/// The tool's answers to bad options and to reports it cannot write: exact messages, exit statuses,
/// and no verdict without its reports.
@Suite(.needsReplayRuntime) struct CommandLineTests {
  static func runCapturingErrors(
    _ arguments: [String], executable: URL? = nil, in directory: URL = HarnessProcess.packageRoot
  ) async throws -> (status: Int32, output: String, errors: String) {
    let executable = try executable ?? HarnessProcess.executableURL()
    return try await HarnessProcess.offloaded {
      try runCapturingErrorsBlocking(arguments, executable: executable, directory: directory)
    }
  }

  private static func runCapturingErrorsBlocking(
    _ arguments: [String], executable: URL, directory: URL
  ) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = TemporaryFolder.environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let processExit = try process.start()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    processExit.wait()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  @Test(
    arguments: [
      (["run", "--out", ""], "error: option '--out' needs a folder path, not an empty string"),
      (
        ["run", "--step-timeout", "0s"],
        "error: option '--step-timeout' needs a duration such as 500ms, 10s or 2m (a whole number of at least 1), not '0s'"
      ),
      (
        ["run", "--tag", "no-such-tag", "--out", "/nonexistent/never-written"],
        "error: no scenario matches --tag no-such-tag"
      ),
      (
        ["replay", "--scenario", "zzz", "--tag", "bmi"],
        "error: no scenario matches --tag bmi --scenario zzz"
      ),
      (
        ["run", "--variant", "nope"],
        "error: unknown variant 'nope' (registered: mvc, mvc-massive, mvp, mvvmc, viper, reducer, swiftui, swiftui-mvvmc, swiftui-reducer)"
      ),
      (
        ["replay", "--step-timeout", "1.5s"],
        "error: option '--step-timeout' needs a duration such as 500ms, 10s or 2m (a whole number of at least 1), not '1.5s'"
      ),
      (["mutate", "--sample", "0"], "error: option '--sample' needs a whole number of at least 1, not '0'"),
      (["bench", "--json", ""], "error: option '--json' needs a file path, not an empty string"),
      (
        ["replay", "--variant", ""],
        "error: option '--variant' needs a value, not an empty list: --variant NAME"
      ),
      (["run", "--format", ","], "error: option '--format' needs a value, not an empty list: --format LIST"),
      (["check", "--scenarios", ""], "error: option '--scenarios' needs a folder path, not an empty string"),
      (
        ["verify", "--variant", "mvc", "--skip-build", "--reports", "/nonexistent"],
        "error: option '--reports' needs the folder of a run's reports, and '/nonexistent' holds no results.json"
      ),
      (
        ["run", "--spec", "/nonexistent/AppSpec.md"],
        "error: option '--spec' needs the specification's file, and '/nonexistent/AppSpec.md' cannot be read"
      ),
      (
        ["check", "--spec", "Docs"],
        "error: option '--spec' needs the specification's file, and 'Docs' cannot be read"
      ),
      (
        ["run", "--sources", "/nonexistent"],
        "error: option '--sources' needs the package folder whose Sources/ are measured, and '/nonexistent' is not a folder"
      ),
      (
        ["explore", "--out", "Package.swift"],
        "error: option '--out' needs a folder, and 'Package.swift' is a file"
      ),
      (
        ["explore", "--out", "Package.swift/explored"],
        "error: option '--out' needs a folder, and 'Package.swift' is a file"
      ),
      (["bench", "--json", "Scenarios"], "error: option '--json' needs a file, and 'Scenarios' is a folder"),
      (
        ["bench", "--json", "/nonexistent/bench.json"],
        "error: option '--json' needs a file in an existing folder, and '/nonexistent' is not a folder"
      ),
      (
        ["mutate", "--variant", "mvcc"],
        "error: unknown variant 'mvcc'; did you mean 'mvc'? (registered: mvc, mvc-massive, mvp, mvvmc, viper, reducer, swiftui, swiftui-mvvmc, swiftui-reducer)"
      ),
      (
        ["_worker", "--scenarios", "Scenarios", "--variant", "mvc,nope", "Scenarios/bmi/valid-who.scenario"],
        "error: unknown or missing --variant"
      ),
      (
        [
          "_worker", "--scenarios", "Scenarios", "--variant", "mvc,mvp", "--resume-at", "viper",
          "Scenarios/bmi/valid-who.scenario",
        ],
        "error: --resume-at viper is not one of the --variant names"
      ),
      (
        ["_worker", "--scenarios", "Scenarios", "--variant", "mvc", "Scenarios/bmi/no-such.scenario"],
        "error: no valid scenario at Scenarios/bmi/no-such.scenario"
      ),
      (
        ["_worker", "--scenarios", "Scenarios", "--variant", "mvc", "bmi/valid-who.scenario"],
        "error: no valid scenario at bmi/valid-who.scenario (a path is the scenarios folder's name, then the path inside it: Scenarios/…)"
      ),
      (
        [
          "_worker", "--scenarios", "Scenarios", "--variant", "mvc,mvp", "--bench",
          "Scenarios/bmi/valid-who.scenario",
        ],
        "error: --bench measures one variant at a time"
      ),
    ])
  func badOptionsAreUsageErrors(arguments: [String], message: String) async throws {
    let result = try await Self.runCapturingErrors(arguments)
    #expect(result.status == 2)
    #expect(result.errors.split(separator: "\n").first.map(String.init) == message)
    #expect(result.output.isEmpty)
  }

  /// `--jobs` above twice the cores is refused (48 workers on 2 cores turned slow steps into
  /// time-outs), by every command that takes it, with the limit in the message.
  @Test(arguments: ["run", "replay", "explore", "mutate", "coverage"])
  func jobsAboveTwiceTheCoresIsRefusedWithTheLimit(command: String) async throws {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let result = try await Self.runCapturingErrors([command, "--jobs", "\(2 * cores + 1)"])
    #expect(result.status == 2)
    #expect(
      result.errors.hasPrefix(
        "error: option '--jobs' needs a whole number from 1 to \(2 * cores) (twice the \(cores) "
          + "core\(cores == 1 ? "" : "s")), not '\(2 * cores + 1)'\n"))
  }

  @Test func jobsUpToTwiceTheCoresIsTakenAndTheHelpSaysTheLimit() async throws {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let result = try await Self.runCapturingErrors([
      "replay", "--jobs", "\(2 * cores)", "--variant", "mvc", "Scenarios/bmi/valid-who.scenario",
    ])
    #expect(result.status == 0, "\(result.errors)")
    let help = try await Self.runCapturingErrors(["run", "--help"])
    #expect(
      help.output.contains(
        "-j, --jobs N              Worker processes at once, at most twice the number of cores (default:\n"
          + "                            the number of cores)."))
  }

  @Test("list puts every variant's display name in one column, after the longest name")
  func listAlignsTheVariants() async throws {
    let result = try await Self.runCapturingErrors(["list"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("\n  mvc             MVC + service layer\n"), "\(result.output)")
    #expect(result.output.contains("\n  mvc-massive     Massive View Controller\n"), "\(result.output)")
    #expect(result.output.contains("\n  swiftui-reducer Reducer (SwiftUI, TCA-style)\n"), "\(result.output)")
    #expect(result.output.contains("\n  swiftui-mvvmc   MVVM + Coordinator (SwiftUI)\n"), "\(result.output)")
  }

  @Test("replay puts every outcome in one column, after the longest variant name")
  func replayAlignsTheOutcomes() async throws {
    let result = try await Self.runCapturingErrors(
      ["replay", "--variant", "mvc,mvc-massive", "--scenario", "valid-who"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("\n  mvc         pass\n  mvc-massive pass\n"), "\(result.output)")
  }

  @Test func aVariantNameMatchesInAnyLetterCase() async throws {
    let result = try await Self.runCapturingErrors(["replay", "--variant", "MVC", "--scenario", "valid-who"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("mvc     pass"))
  }

  @Test func anOutputFolderHoldingOtherFilesIsRefusedBeforeAnythingIsReplayed() async throws {
    let scratch = try ScratchScenarios(copying: ["bmi/valid-who.scenario"])
    defer { scratch.remove() }
    let out = scratch.base.appendingPathComponent("not-reports")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: out.appendingPathComponent("notes.txt"))
    let result = try await Self.runCapturingErrors([
      "run", "--scenarios", scratch.root.path, "--out", out.path,
    ])
    #expect(result.status == 3)
    #expect(result.output.isEmpty, "\(result.output)")
    #expect(
      result.errors
        == "error: could not write the reports: cannot write '\(out.path)': the folder holds files that are not "
        + "reports ('notes.txt'); choose a new or empty folder with --out\n"
        + "note: nothing ran: the output folder is checked before the work starts\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["notes.txt"])
  }

  @Test func reportsThatCannotBeWrittenAfterTheReplaysEndTheRunWithStatusThreeAndNoVerdict() async throws {
    let scratch = try ScratchScenarios(copying: ["bmi/valid-who.scenario"])
    defer { scratch.remove() }
    // The output folder's parent is a file: nothing refuses it until the reports are written.
    let file = scratch.base.appendingPathComponent("a-file")
    try Data("keep".utf8).write(to: file)
    let result = try await Self.runCapturingErrors([
      "run", "--quiet", "--scenarios", scratch.root.path, "--out",
      file.appendingPathComponent("reports").path,
    ])
    #expect(result.status == 3)
    #expect(!result.output.contains("agree") && !result.output.contains("clean"), "\(result.output)")
    // The words in parentheses are the system's (`File exists` on Linux), the rest the tool's.
    let lines = result.errors.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3 && lines[2].isEmpty, "\(result.errors)")
    #expect(
      lines[0].hasPrefix(
        "error: could not write the reports: cannot write '\(file.path)': cannot create the folder (")
        && lines[0].hasSuffix(")"), "\(result.errors)")
    #expect(lines.dropFirst().first == "note: the replays ran, but no verdict is given without its reports")
    #expect(try Data(contentsOf: file) == Data("keep".utf8))
  }

  /// The commands that take minutes say at once that they could not write their section.
  @Test(arguments: ["mutate", "coverage", "change-cost"])
  func aFileAsTheOutputFolderIsRefusedBeforeTheCommandBuildsOrReplays(command: String) async throws {
    let folder = TemporaryFolder.url("EndToEnd")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a-file")
    try Data("keep".utf8).write(to: file)
    let result = try await Self.runCapturingErrors([command, "--variant", "mvc", "--out", file.path])
    #expect(result.status == 3, "\(result.errors)")
    #expect(result.output.isEmpty, "\(result.output)")
    #expect(
      result.errors
        == "error: could not write the reports: cannot write '\(file.path)': it is a file, not a folder\n"
        + "note: nothing ran: the output folder is checked before the work starts\n")
  }
}
