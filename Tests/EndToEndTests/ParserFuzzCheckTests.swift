import Foundation
import HarnessTestSupport
import Testing

/// A sample of the fuzzer's mutated files (the in-process fuzz test parses many more) through the
/// built binary's `check`: it exits with 0 or 2, never on a signal, never hangs, and prints only
/// compiler-style diagnostics.
@Suite struct ParserFuzzCheckTests {
  /// Mutated files per test: 8 in the plain run, 20 in the soak tier (a process each).
  static let sampleSize = SoakTier.choose(fast: 8, soak: 20)

  @Test func checkOnMutatedFilesExitsWithZeroOrTwoAndNeverOnASignal() throws {
    let root = try Self.makeScenariosFolder()
    var fuzzer = ScenarioFuzzer()
    let known: [[UInt8]] = [
      Array("scenario: Seed\nstore seed é\nlaunch\n".utf8),
      Array("scenario: Euro\napi fetchProducts -> \"€\"\nlaunch\n".utf8),
    ]
    let samples = known + fuzzer.cases(Self.sampleSize).map(\.bytes)
    var statuses: [Int32] = []
    for (index, bytes) in samples.enumerated() {
      let name = "fuzz-\(index).scenario"
      try Data(bytes).write(to: root.appendingPathComponent(name))
      let run = try CommandLineRun.run(
        ["check", "--scenarios", root.path, root.appendingPathComponent(name).path],
        in: root.deletingLastPathComponent(), timeout: .seconds(30))
      let label = "sample \(index) (\(bytes.count) bytes)"
      #expect(!run.wasSignalled, "\(label) ended on signal \(run.status)\n\(run.errors.prefix(2000))")
      #expect(!run.didTimeOut, "\(label) hung")
      #expect(run.status == 0 || run.status == 2, "\(label) exited \(run.status)")
      statuses.append(run.status)
      if run.status == 0 {
        #expect(run.output == "1 scenario valid\n", "\(label)")
      } else if run.status == 2 {
        #expect(!run.errors.isEmpty, "\(label)")
        for line in run.errors.split(separator: "\n") {
          let isDiagnostic = line.hasPrefix("Scenarios/\(name):") && line.contains(": error: ")
          let isNote = line.hasPrefix("note: ")
          let isTotal = line.hasSuffix(" in 1 file")
          #expect(isDiagnostic || isNote || isTotal, "\(label): unexpected line \(line.prefix(300))")
        }
      }
      try FileManager.default.removeItem(at: root.appendingPathComponent(name))
    }
    #expect(statuses.prefix(known.count).allSatisfy { $0 == 2 }, "\(statuses)")
    #expect(statuses.count == samples.count)
  }

  /// Each known-deviations typo, and a sample of them mutated, as `Scenarios/known-deviations`
  /// beside the scenario it names: `check` exits with 0 or 2, never on a signal (a colon after the
  /// path used to stop it on SIGILL), and prints only located diagnostics of that file.
  @Test func checkOnKnownDeviationsTyposExitsWithZeroOrTwoAndNeverOnASignal() throws {
    let root = try Self.makeScenariosFolder()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("bmi"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: HarnessProcess.scenariosRoot.appendingPathComponent(KnownDeviationsFuzz.scenario),
      to: root.appendingPathComponent(KnownDeviationsFuzz.scenario))
    var fuzzer = ScenarioFuzzer(corpus: KnownDeviationsFuzz.corpus)
    let samples = KnownDeviationsFuzz.corpus.map(\.bytes) + fuzzer.cases(Self.sampleSize).map(\.bytes)
    var statuses: [Int32] = []
    for (index, bytes) in samples.enumerated() {
      try Data(bytes).write(to: root.appendingPathComponent("known-deviations"))
      let run = try CommandLineRun.run(
        ["check", "--scenarios", root.path], in: root.deletingLastPathComponent(), timeout: .seconds(30))
      let label = "sample \(index) (\(bytes.count) bytes)"
      #expect(!run.wasSignalled, "\(label) ended on signal \(run.status)\n\(run.errors.prefix(2000))")
      #expect(!run.didTimeOut, "\(label) hung")
      #expect(run.status == 0 || run.status == 2, "\(label) exited \(run.status)")
      statuses.append(run.status)
      for line in run.errors.split(separator: "\n") {
        let isDiagnostic = line.hasPrefix("Scenarios/known-deviations:") && line.contains(": error: ")
        #expect(isDiagnostic || line.hasPrefix("note: "), "\(label): unexpected line \(line.prefix(300))")
      }
    }
    #expect(statuses.first == 2, "\(statuses)")
    #expect(statuses.count == samples.count)
  }

  /// A temporary `Scenarios/` folder with the repository's fixtures.
  private static func makeScenariosFolder() throws -> URL {
    let root = TemporaryFolder.url("ParserFuzzCheck").appendingPathComponent("Scenarios")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: HarnessProcess.scenariosRoot.appendingPathComponent("fixtures"),
      to: root.appendingPathComponent("fixtures"))
    return root
  }
}
