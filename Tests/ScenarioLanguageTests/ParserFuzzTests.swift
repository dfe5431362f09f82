import Foundation
import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

/// Seeded fuzzing of the parser, in process: mutated corpus files (and known-deviations files
/// with typos) never crash it, never hang it, and every diagnostic is located inside the file and
/// rendered compiler style.
@Suite struct ParserFuzzTests {
  /// How many mutated files one run parses: 300, or 3,000 in the soak tier (`ARCH_HARNESS_SOAK=1`);
  /// `FUZZ_COUNT` overrides both.
  static let count =
    ProcessInfo.processInfo.environment["FUZZ_COUNT"].flatMap { Int($0) }
    ?? (SoakTier.isEnabled ? 3_000 : 300)

  @Test(.timeLimit(.minutes(3)))
  func mutatedCorpusFilesParseOrGetLocatedCompilerStyleDiagnostics() throws {
    var fuzzer = ScenarioFuzzer()
    try #require(fuzzer.corpus.count >= 20, "the corpus is \(fuzzer.corpus.count) files")
    var parsed = 0
    var diagnosed = 0
    var slowest: (Duration, String) = (.zero, "")
    for fuzzCase in fuzzer.cases(Self.count) {
      let clock = ContinuousClock()
      var result: Result<Scenario, ScenarioDiagnostics>?
      let elapsed = clock.measure {
        result = ScenarioParser.parse(
          data: Data(fuzzCase.bytes), path: "fuzz.scenario", scenariosRoot: TestScenarios.root)
      }
      // Reported, never asserted: the test's time limit is the hang detector.
      if elapsed > slowest.0 { slowest = (elapsed, fuzzCase.description) }
      switch result {
      case .success(let scenario)?:
        parsed += 1
        #expect(!scenario.steps.isEmpty, "\(fuzzCase)")
      case .failure(let failure)?:
        diagnosed += 1
        #expect(!failure.diagnostics.isEmpty, "\(fuzzCase)")
        let lines = LineView(fuzzCase.bytes)
        for diagnostic in failure.diagnostics { check(diagnostic, in: lines, fuzzCase) }
      case nil: Issue.record("no result for \(fuzzCase)")
      }
    }
    #expect(parsed + diagnosed == Self.count)
    #expect(parsed > 0 && diagnosed > parsed, "parsed \(parsed), diagnosed \(diagnosed)")
    print(
      "fuzz: \(Self.count) files, \(parsed) parsed, \(diagnosed) diagnosed; slowest \(slowest.0): \(slowest.1)"
    )
  }

  /// The known-deviations typos, as they are and mutated: the file parses (and its names are
  /// checked) or gets located diagnostics; nothing stops the test process.
  @Test(.timeLimit(.minutes(3)))
  func mutatedKnownDeviationsFilesParseOrGetLocatedCompilerStyleDiagnostics() {
    var fuzzer = ScenarioFuzzer(corpus: KnownDeviationsFuzz.corpus)
    let unmutated = KnownDeviationsFuzz.corpus.enumerated().map { index, file in
      FuzzCase(index: -1 - index, origin: file.path, mutations: [], bytes: file.bytes)
    }
    var diagnosed = 0
    for fuzzCase in unmutated + fuzzer.cases(Self.count) {
      let path = "known-deviations"
      var diagnostics: [ScenarioDiagnostic]
      switch KnownDeviationsFile.parse(data: Data(fuzzCase.bytes), path: path) {
      case .success(let file):
        diagnostics = file.validate(
          scenarioPaths: [KnownDeviationsFuzz.scenario], variants: ["mvc", "viper"])
      case .failure(let failure):
        diagnostics = failure.diagnostics
        #expect(!diagnostics.isEmpty, "\(fuzzCase)")
      }
      if !diagnostics.isEmpty { diagnosed += 1 }
      let lines = LineView(fuzzCase.bytes)
      for diagnostic in diagnostics { check(diagnostic, in: lines, fuzzCase, path: path) }
    }
    #expect(diagnosed > Self.count / 2, "diagnosed \(diagnosed)")
  }

  private func check(
    _ diagnostic: ScenarioDiagnostic, in lines: LineView, _ fuzzCase: FuzzCase, path: String = "fuzz.scenario"
  ) {
    let location = diagnostic.location
    #expect(location.file == path, "\(fuzzCase)")
    #expect((1...lines.count).contains(location.line), "line \(location.line) of \(lines.count): \(fuzzCase)")
    if (1...lines.count).contains(location.line) {
      let columns = lines.characterCount(ofLine: location.line) + 1
      #expect(
        (1...columns).contains(location.column), "column \(location.column) of \(columns): \(fuzzCase)")
    }
    let rendered = diagnostic.render().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rendered.first?.hasPrefix("\(path):\(location.line):\(location.column): error: ") == true)
    #expect(rendered.count == (diagnostic.note == nil ? 1 : 2), "\(diagnostic.render()): \(fuzzCase)")
    #expect(rendered.count < 2 || rendered[1].hasPrefix("note: "), "\(fuzzCase)")
    let message = diagnostic.message
    #expect(!message.isEmpty && !message.hasSuffix(".") && message.first?.isUppercase == false, "\(message)")
    #expect(
      diagnostic.render().count < 700, "unbounded echo: \(diagnostic.render().prefix(200)): \(fuzzCase)")
    let hidden = diagnostic.render().unicodeScalars.filter {
      $0 != "\n" && CharacterPolicy.isRefusedOutsideQuotes($0)
    }
    #expect(hidden.isEmpty, "hidden characters \(hidden.map(\.value)) in \(diagnostic.render()): \(fuzzCase)")
  }
}

/// The lines of a file's bytes as the language defines them (split at `\n`, a `\r` before it
/// dropped), decoded leniently, to bound locations.
private struct LineView {
  let lines: [ArraySlice<UInt8>]

  init(_ bytes: [UInt8]) {
    lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
      line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
  }

  var count: Int { lines.count }

  func characterCount(ofLine number: Int) -> Int {
    String(decoding: lines[number - 1], as: UTF8.self).count
  }
}
