import Foundation
import HarnessTestSupport
import Testing

/// The tool copied to a folder on `PATH` and run from another folder replays correctly: it starts
/// its workers from its own executable, not from `argv[0]` relative to the current folder.
@Suite(.needsReplayRuntime) struct InstalledBinaryTests {
  /// Copies the tool into `bin` under `scratch`, with a folder `elsewhere` beside it.
  static func install(in scratch: ScratchScenarios) throws -> (bin: URL, elsewhere: URL) {
    let bin = scratch.base.appendingPathComponent("bin")
    let elsewhere = scratch.base.appendingPathComponent("elsewhere")
    for folder in [bin, elsewhere] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    // Copied by `cp`, not in this process: a file this process had open for writing could be
    // inherited by a child another test forks meanwhile, and running it would fail (ETXTBSY).
    let copy = Process()
    copy.executableURL = URL(fileURLWithPath: "/bin/cp")
    copy.arguments = [
      try HarnessProcess.executableURL().path, bin.appendingPathComponent("arch-harness").path,
    ]
    let copyExit = try copy.start()
    copyExit.wait()
    try #require(copy.terminationStatus == 0)
    return (bin, elsewhere)
  }

  @Test func aCopyOnThePathRunFromElsewhereReplaysEveryScenario() async throws {
    let scratch = try ScratchScenarios(copying: ["bmi/valid-who.scenario", "checkout/cancel.scenario"])
    defer { scratch.remove() }
    let (bin, elsewhere) = try Self.install(in: scratch)

    let path = bin.path + ":" + (TemporaryFolder.environment["PATH"] ?? "/usr/bin:/bin")
    let (status, text) = try await HarnessProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["arch-harness", "replay", "--scenarios", scratch.root.path],
      environment: ["PATH": path], in: elsewhere)
    #expect(status == 0, "\(text)")
    // Two scenarios on every registered variant.
    #expect(text.hasSuffix("\(2 * ScenarioCorpus.variants.count) passed, 0 failed\n"), "\(text)")
  }

}

/// A copy outside a package's `.build` has no package to rebuild: `verify` says so.
@Suite struct InstalledVerifyTests {
  @Test func anInstalledCopyRefusesToVerifyWithoutAPackageToRebuild() throws {
    let scratch = try ScratchScenarios(copying: ["bmi/valid-who.scenario"])
    defer { scratch.remove() }
    let (bin, _) = try InstalledBinaryTests.install(in: scratch)
    let process = Process()
    process.executableURL = bin.appendingPathComponent("arch-harness")
    process.arguments = ["verify", "--variant", "mvc"]
    process.currentDirectoryURL = scratch.base
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    let processExit = try process.start()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    processExit.wait()
    let tool = bin.appendingPathComponent("arch-harness").resolvingSymlinksInPath().path
    #expect(process.terminationStatus == 2)
    #expect(
      String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
        == "error: verify rebuilds the package the tool was built in, but '\(tool)' is not in a "
        + "package's .build folder; run 'swift run arch-harness verify' in the package")
  }
}

/// The scenario README.md shows a newcomer parses and passes on every variant.
@Suite(.needsReplayRuntime) struct ReadmeExampleTests {
  @Test func theReadmesExampleScenarioPassesOnEveryVariant() async throws {
    let readme = try String(
      contentsOf: HarnessProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```\nscenario: "))
    let end = try #require(readme[start.upperBound...].range(of: "```"))
    let source = "scenario: " + readme[start.upperBound..<end.lowerBound]
    let scratch = try ScratchScenarios(writing: ["readme.scenario": source])
    defer { scratch.remove() }
    let (status, output) = try await HarnessProcess.run(["replay", "--scenarios", scratch.root.path])
    #expect(status == 0, "\(output)")
    #expect(output.hasSuffix("\(ScenarioCorpus.variants.count) passed, 0 failed\n"), "\(output)")
  }
}
