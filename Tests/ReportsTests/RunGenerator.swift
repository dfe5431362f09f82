import CodeMetrics
import Comparison
import HarnessTestSupport
import Reports
import Traces

/// Random runs for the property tests of `results.json`, from a seed: a few scenarios on up to
/// five variants, whose replays mostly agree and sometimes diverge (a screen, a call, a state
/// line, a failure), stop early, fail, leak, print, or are missing; some outcomes are known
/// deviations, some scenarios leave a variant out, and each variant has a cost, measured or not.
struct RunGenerator {
  private var random: SplitMix64

  private init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// The run of `seed`.
  static func run(seed: UInt64) -> HarnessRun {
    var generator = RunGenerator(seed: seed)
    return generator.makeRun()
  }

  private static let names = ["mvc", "mvp", "mvvmc", "viper", "reducer"]
  private static let screens = [
    "products.list\n  row p1\n  row p2", "products.detail\n  title \"Lamp\"", "", "bmi.form\n\n  result 22.9",
    "tab é€😀\t\\ \u{1B}[31m", "checkout\n  total 12.00",
  ]
  private static let sources = ["launch", "tap product.p1", "back", "expect bmi.result \"22.9\"", "wait 2s"]
  private static let lines = [
    "fetchProducts()", "push products.detail", "tab: products", "favourites: p1", "x\"y",
  ]

  private mutating func makeRun() -> HarnessRun {
    let variants = Array(Self.names.prefix(1 + random.next(upTo: Self.names.count)))
    var traces: [ReplayTrace] = []
    for number in 0..<random.next(upTo: 6) {
      let scenario = "s\(number).scenario"
      let steps = (0..<random.next(upTo: 8)).map { baseStep($0) }
      for variant in variants where random.next(upTo: 8) > 0 {
        traces.append(trace(scenario: scenario, variant: variant, steps: steps))
      }
    }
    let compared = variants.map { ComparedVariant(name: $0, displayName: $0.uppercased()) }
    var run = HarnessRun.make(toolVersion: "t", variants: compared, absent: [], traces: traces, costs: [])
    for scenario in run.scenarios.indices {
      for outcome in run.scenarios[scenario].outcomes.indices where random.next(upTo: 5) == 0 {
        run.scenarios[scenario].outcomes[outcome].knownReason = pick(Self.lines)
      }
      if random.next(upTo: 3) == 0 {
        run.scenarios[scenario].absent.append(AbsentVariant(variant: "tab \"é\"", reason: pick(Self.lines)))
      }
    }
    run.costs = variants.map { cost(of: $0) }
    return run
  }

  private mutating func cost(of variant: String) -> VariantCost {
    let files = (0..<random.next(upTo: 4)).map { number in
      FileCost(
        path: "Folder \(number)/\(pick(Self.lines)).swift", role: pick(CodeRole.allCases),
        linesOfCode: random.next(upTo: 300), types: random.next(upTo: 4), protocols: random.next(upTo: 2))
    }
    let isMeasured = random.next(upTo: 3) > 0
    let low = random.next(upTo: 50)
    return VariantCost(
      variant: variant, sourceFiles: files, testFiles: random.next(upTo: 9),
      testLines: random.next(upTo: 900),
      measuredReplays: isMeasured ? 1 + random.next(upTo: 100) : 0,
      microsecondsPerAction: isMeasured ? low + 5 : nil,
      microsecondsPerActionLow: isMeasured ? low : nil, microsecondsPerActionHigh: isMeasured ? low + 9 : nil)
  }

  private mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[random.next(upTo: elements.count)]
  }

  private mutating func some(_ elements: [String]) -> [String] {
    (0..<random.next(upTo: 3)).map { _ in pick(elements) }
  }

  private mutating func baseStep(_ index: Int) -> StepTrace {
    StepTrace(
      index: index, line: 3 + index + random.next(upTo: 2), source: pick(Self.sources),
      screen: pick(Self.screens), navigation: some(Self.lines), calls: some(Self.lines),
      state: some(Self.lines))
  }

  private mutating func trace(scenario: String, variant: String, steps base: [StepTrace]) -> ReplayTrace {
    var steps = base
    if !steps.isEmpty, random.next(upTo: 3) == 0 {
      let at = random.next(upTo: steps.count)
      switch random.next(upTo: 4) {
      case 0: steps[at].screen = pick(Self.screens)
      case 1: steps[at].calls.append(pick(Self.lines))
      case 2: steps[at].state = some(Self.lines)
      default: steps[at].failures = ["\(scenario):\(steps[at].line):1: error: expected \"a\", found \"b\""]
      }
    }
    var outcome = ReplayOutcome.passed
    if !steps.isEmpty, random.next(upTo: 4) == 0 {
      let stop = random.next(upTo: steps.count)
      let line = steps[stop].line
      outcome = pick([
        .crashed(line: line, message: "Fatal error"), .timedOut(line: line, message: "stuck"),
        .didNotSettle(line: line, message: "queued"), .stepFailed(line: line, message: "no \"x\""),
        .failedExpectations(line: line, step: stop, message: "\(scenario):\(line):1: error: no"), .leaked,
      ])
      if !outcome.isFinished { steps.removeSubrange((stop + 1)...) }
    }
    let output =
      random.next(upTo: 4) == 0
      ? [
        AppOutput(
          step: 0, line: 3, source: "launch", text: pick(Self.screens), omittedBytes: random.next(upTo: 9))
      ]
      : []
    return ReplayTrace(
      scenario: scenario, scenarioName: "Scenario \(scenario)", variant: variant, outcome: outcome,
      steps: steps,
      leaks: outcome == .leaked ? ["products.detail"] : [], problems: some(["fetchProduct(p9)"]),
      durationMicroseconds: random.next(upTo: 100_000), actionCount: steps.count,
      stepAppNanoseconds: steps.map { _ in random.next(upTo: 2_000_000) }, appOutput: output)
  }
}
