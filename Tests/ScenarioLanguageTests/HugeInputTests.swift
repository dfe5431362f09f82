import Foundation
import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

/// Huge tokens are diagnosed in time linear in their size (a megabyte token used to take 30 s to
/// a minute), and messages show only the start of them.
@Suite struct HugeInputTests {
  /// The length of the single huge words, durations and paths: a megabyte in the soak tier,
  /// a quarter of one in the plain run (a quadratic cost would still take minutes).
  static let hugeLength = SoakTier.choose(fast: 1 << 18, soak: 1 << 20)
  /// The size of the tokens tried in every position: enough for a quadratic cost to show (a
  /// quarter of a megabyte in the soak tier, `ARCH_HARNESS_SOAK=1`), small enough for a debug build
  /// to go through all positions quickly.
  static let size = SoakTier.isEnabled ? 1 << 18 : 1 << 16

  struct HugeCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// The bad line, with `%` standing for the huge token.
    let line: String
    let token: String
    var testDescription: String { name }
  }

  static let cases: [HugeCase] = [
    HugeCase(name: "command", line: "%", token: String(repeating: "x", count: size)),
    HugeCase(name: "element id", line: "tap %", token: String(repeating: "a.", count: size / 2)),
    HugeCase(name: "tab", line: "select-tab %", token: String(repeating: "o", count: size)),
    HugeCase(name: "duration", line: "wait %", token: String(repeating: "9", count: size) + "ms"),
    HugeCase(
      name: "fractional duration", line: "wait %", token: "1." + String(repeating: "5", count: size)),
    HugeCase(
      name: "quoted text", line: "type bmi.height \"%\" extra", token: String(repeating: "é", count: size)
    ),
    HugeCase(
      name: "unquoted text", line: "type bmi.height %", token: String(repeating: "1", count: size)),
    HugeCase(name: "state", line: "expect bmi.save %", token: String(repeating: "d", count: size)),
    HugeCase(name: "api method", line: "api %", token: String(repeating: "f", count: size)),
    HugeCase(
      name: "product id", line: "api fetchOrders % -> empty", token: String(repeating: "p", count: size)),
    HugeCase(name: "answer", line: "api setFavorite -> %", token: String(repeating: "k", count: size)),
    HugeCase(
      name: "fixture path", line: "api fetchOrders -> fixtures/%",
      token: String(repeating: "€", count: size)),
    HugeCase(name: "seed path", line: "store seed %", token: String(repeating: "h/", count: size / 2)),
    HugeCase(
      name: "failure kind", line: "api fetchOrders -> fail %", token: String(repeating: "n", count: size)),
    HugeCase(
      name: "status", line: "api fetchOrders -> fail server %", token: String(repeating: "5", count: size)
    ),
    HugeCase(
      name: "call number", line: "api fetchOrders -> empty on call %",
      token: String(repeating: "2", count: size)),
    HugeCase(
      name: "modifier", line: "api fetchOrders -> empty %", token: String(repeating: "o", count: size)),
    HugeCase(name: "store operation", line: "store %", token: String(repeating: "s", count: size)),
    HugeCase(name: "date", line: "clock %", token: "2026-01-01T" + String(repeating: "0", count: size)),
    HugeCase(name: "tag", line: "tags: a, %", token: String(repeating: "t ", count: size / 2)),
    HugeCase(name: "unterminated string", line: "open \"%", token: String(repeating: "u", count: size)),
    HugeCase(name: "comment", line: "launch # %\u{1B}", token: String(repeating: "c", count: size)),
    // A list of tens of thousands of items in one token (the fuzzer found one taking 100 s).
    HugeCase(
      name: "navigation list", line: "expect-navigation dismiss checkout, %",
      token: String(repeating: "t,", count: size / 2)),
    HugeCase(name: "call list", line: "expect-calls %", token: String(repeating: "f(a),", count: size / 5)),
    HugeCase(
      name: "row list", line: "expect-order products.list %", token: String(repeating: "p,", count: size / 2)),
  ]

  /// The time limit is a hang detector (a quadratic cost takes minutes at this size), not a
  /// performance assertion.
  @Test(.timeLimit(.minutes(1)), arguments: cases)
  func aHugeTokenIsDiagnosedQuicklyWithAShortMessage(_ huge: HugeCase) {
    let line = huge.line.replacingOccurrences(of: "%", with: huge.token)
    let errors = TestScenarios.errors("scenario: Huge\n\(line)\nlaunch\n")
    #expect(errors.hasPrefix("t.scenario:2:"))
    #expect(errors.count < 400, "\(errors.prefix(400))")
  }

  @Test func aHugeWordIsShownAsItsFirstFortyCharactersAndAnEllipsis() {
    let word = String(repeating: "x", count: Self.hugeLength)
    #expect(
      TestScenarios.errors("scenario: Huge\n\(word)\nlaunch\n") == """
        t.scenario:2:1: error: unknown command `\(String(repeating: "x", count: 40))…`
        note: see Docs/ScenarioLanguage.md for the commands
        """)
  }

  @Test func aHugeDurationSaysTheRange() {
    let digits = String(repeating: "9", count: Self.hugeLength)
    #expect(
      TestScenarios.errors("scenario: Huge\nwait \(digits)ms\n") == """
        t.scenario:2:6: error: duration `\(String(repeating: "9", count: 40))…` is out of range
        note: a duration is a whole number from 0 to 999999999 followed by `ms` or `s`
        """)
  }

  @Test func aHugeFixturePathIsShownAsItsFirstHundredCharacters() {
    let path = "fixtures/" + String(repeating: "p", count: Self.hugeLength)
    #expect(
      TestScenarios.errors("scenario: Huge\napi fetchOrders -> \(path)\nlaunch\n") == """
        t.scenario:2:20: error: no fixture file `\(path.prefix(100))…`
        note: a fixture path is looked up from the scenario's folder, then from the scenarios folder
        """)
  }

  @Test func invisibleCharactersInAnEchoedTokenAreEscaped() {
    #expect(
      TestScenarios.errors("scenario: Echo\ntype bmi.height \"a\u{202E}b\u{A0}c\" x\nlaunch\n") == """
        t.scenario:2:25: error: unexpected `x` after `"a\\u{202E}b\\u{A0}c"`
        note: remove it, or start a comment with `#`
        """)
  }

  @Test func invisibleCharactersInTheFilePathAreEscaped() {
    let diagnostic = ScenarioDiagnostic(
      location: ScenarioLocation(file: "Scenarios/a\u{1B}[2J\u{202E}.scenario", line: 1, column: 1),
      problem: .missingHeader)
    #expect(diagnostic.render().hasPrefix("Scenarios/a\\u{1B}[2J\\u{202E}.scenario:1:1: error: missing"))
  }

  @Test(.timeLimit(.minutes(1))) func manyLinesAreReadInOnePass() {
    let count = SoakTier.choose(fast: 25_000, soak: 100_000)
    let source = "scenario: Long\n" + String(repeating: "launch\n", count: count)
    let steps = (try? TestScenarios.parse(source).get())?.steps.count ?? 0
    #expect(steps == count)
  }

  /// `set-stack a > b > …` of 20,000 screens (a third of a megabyte on one line) is one event,
  /// read whole; the time limit is a hang detector, not a performance assertion.
  @Test(.timeLimit(.minutes(1)), arguments: ["products.screen", "écran"])
  func aSetStackOfTwentyThousandScreensIsOneEventReadWhole(screen: String) throws {
    let screens = (0..<20_000).map { "\(screen)\($0)" }
    let event = "set-stack " + screens.joined(separator: " > ")
    let scenario = try TestScenarios.scenario("scenario: Deep\nlaunch\nexpect-navigation \(event)\n")
    guard case .expectNavigation(let events) = scenario.steps.last?.action else {
      Issue.record("not an expect-navigation step: \(String(describing: scenario.steps.last?.action))")
      return
    }
    #expect(events == [event])
    #expect(events.first?.split(separator: " > ").last == "\(screen)19999")
  }
}
