import Testing
import Traces

@testable import Comparison

/// A replay that stopped early (crashed, timed out, did not settle, could not perform a step, made
/// an unscripted call, or whose worker could not start) is never a majority against replays that
/// ran every step: the ones that finished are not marked divergent, and the scenario says what
/// happened instead.
@Suite struct StoppedReplayComparisonTests {
  static let variants = ["mvc", "mvc-massive", "mvp", "mvvmc", "viper", "reducer"]
  static let sources = [(3, "launch"), (4, "tap product.p1"), (5, "back")]

  static func step(_ index: Int, screen: String = "products.list") -> StepTrace {
    StepTrace(
      index: index, line: sources[index].0, source: sources[index].1, screen: screen, navigation: [],
      calls: [], state: ["tab: products"])
  }

  /// A trace of `variant` that recorded the first `count` steps (`screen` at the last one).
  static func trace(
    _ variant: String, _ outcome: ReplayOutcome, steps count: Int = 3, lastScreen: String = "products.list"
  ) -> ReplayTrace {
    let steps = (0..<count).map { step($0, screen: $0 == count - 1 ? lastScreen : "products.list") }
    return ReplayTrace(
      scenario: "products/x.scenario", scenarioName: "X", variant: variant, outcome: outcome, steps: steps)
  }

  /// `mvc` and `mvc-massive` pass; the four others end as `outcome`, having recorded `steps`: the
  /// last one, when it is the step they stopped at, showing what they were doing.
  static func twoPassFourStop(_ outcome: ReplayOutcome, steps: Int) -> [ReplayTrace] {
    let recordsItsStop =
      switch outcome {
      case .stepFailed, .didNotSettle, .unscriptedCall: true
      default: false
      }
    return variants.enumerated().map { index, variant in
      index < 2
        ? trace(variant, .passed)
        : trace(variant, outcome, steps: steps, lastScreen: recordsItsStop ? "busy" : "products.list")
    }
  }

  @Test func fourVariantsTimedOutAtLaunchLeaveTheTwoThatPassedPassing() {
    let traces = Self.twoPassFourStop(.timedOut(line: 3, message: "launch did not finish"), steps: 0)
    let comparison = Comparator.compare(traces)
    #expect(comparison.divergence == nil)
    #expect(
      comparison.outcomes.map(\.cell) == ["pass", "pass", "timed-out", "timed-out", "timed-out", "timed-out"])
  }

  @Test func fourVariantsTimedOutAtLaunchAreSaidToHaveTimedOutWhileTheOthersPassed() {
    let traces = Self.twoPassFourStop(.timedOut(line: 3, message: "launch did not finish"), steps: 0)
    #expect(
      StoppedReplays.sentence(traces)
        == "timed out at line 3 (`launch`) on `mvp`, `mvvmc`, `viper`, `reducer`; the others passed")
  }

  /// Each way a replay stops: where it stopped, and whether the step it stopped at was recorded
  /// (a step that failed, did not settle or made an unscripted call is; a crash or a time-out
  /// leaves the running step unrecorded).
  @Test(arguments: [
    (ReplayOutcome.crashed(line: 4, message: "signal 4"), 1, "crashed at line 4 (`tap product.p1`)"),
    (
      .crashed(line: nil, message: "the worker could not start: no such file"), 0,
      "crashed before the first step"
    ),
    (
      .timedOut(line: nil, message: "the worker's start did not finish"), 0, "timed out before the first step"
    ),
    (.timedOut(line: 5, message: "tear-down"), 3, "timed out in the tear-down after line 5 (`back`)"),
    (.didNotSettle(line: 4, message: "did not settle"), 2, "did not settle at line 4 (`tap product.p1`)"),
    (
      .stepFailed(line: 4, message: "no element"), 2,
      "could not perform the step at line 4 (`tap product.p1`)"
    ),
    (
      .unscriptedCall(line: 4, message: "fetchOrders"), 2,
      "made an unscripted call at line 4 (`tap product.p1`)"
    ),
  ])
  func aMajorityThatStoppedNeverMakesThoseThatFinishedDiverge(
    outcome: ReplayOutcome, steps: Int, what: String
  ) {
    let traces = Self.twoPassFourStop(outcome, steps: steps)
    let comparison = Comparator.compare(traces)
    #expect(comparison.outcomes.prefix(2).allSatisfy { !$0.diverges && $0.cell == "pass" })
    #expect(
      StoppedReplays.sentence(traces) == "\(what) on `mvp`, `mvvmc`, `viper`, `reducer`; the others passed")
    guard let divergence = comparison.divergence else { return }
    // The step the four stopped at was recorded and differs: they differ from the two that finished.
    #expect(divergence.reference == ["mvc", "mvc-massive"])
    #expect(divergence.oddOnesOut == ["mvp", "mvvmc", "viper", "reducer"])
    #expect(
      divergence.summary
        == "`mvp`, `mvvmc`, `viper`, `reducer` differ from `mvc`, `mvc-massive` at line 4 (`tap product.p1`)")
  }

  @Test func oneVariantThatCrashedIsNotADivergenceOfTheOthers() {
    var traces = Self.variants.map { Self.trace($0, .passed) }
    traces[4] = Self.trace("viper", .crashed(line: 5, message: "signal 11"), steps: 2)
    let comparison = Comparator.compare(traces)
    #expect(comparison.divergence == nil)
    #expect(comparison.outcomes.map(\.diverges) == Array(repeating: false, count: 6))
    #expect(StoppedReplays.sentence(traces) == "crashed at line 5 (`back`) on `viper`; the others passed")
  }

  @Test func aVariantThatDifferedAtAStepItFinishedIsStillTheOddOneOutThoughItCrashedLater() {
    var traces = Self.variants.map { Self.trace($0, .passed) }
    traces[4] = Self.trace(
      "viper", .crashed(line: 5, message: "signal 11"), steps: 2, lastScreen: "products.detail")
    let divergence = Comparator.compare(traces).divergence
    #expect(divergence?.summary == "`viper` is the odd one out at line 4 (`tap product.p1`)")
  }

  @Test func replaysThatLeakedRanEveryStepAndVoteLikeAnyOther() {
    var traces = Self.variants.map { Self.trace($0, .leaked, lastScreen: "products.detail") }
    traces[0] = Self.trace("mvc", .passed)
    let comparison = Comparator.compare(traces)
    #expect(comparison.divergence?.summary == "`mvc` is the odd one out at line 5 (`back`)")
    #expect(comparison.outcomes[0].cell == "diverges")
    #expect(StoppedReplays.sentence(traces) == nil)
  }

  @Test func withoutAMajorityAmongThoseThatFinishedTheStoppedOnesAreInNoGroup() {
    var traces = Self.variants.map { Self.trace($0, .passed) }
    traces[1] = Self.trace("mvc-massive", .passed, lastScreen: "products.detail")
    traces[3] = Self.trace("mvvmc", .passed, lastScreen: "products.detail")
    traces[4] = Self.trace("viper", .timedOut(line: 4, message: "stuck"), steps: 1)
    traces[5] = Self.trace("reducer", .timedOut(line: 4, message: "stuck"), steps: 1)
    let comparison = Comparator.compare(traces)
    #expect(comparison.divergence?.summary == "no majority at line 5 (`back`): mvc+mvp vs mvc-massive+mvvmc")
    #expect(comparison.outcomes.map(\.diverges) == [true, true, true, true, false, false])
    #expect(
      comparison.outcomes.map(\.cell) == [
        "diverges", "diverges", "diverges", "diverges", "timed-out", "timed-out",
      ])
  }

  @Test func theOthersAreNamedByOutcomeWhenTheyEndedDifferently() {
    let traces = [
      Self.trace("mvc", .passed),
      Self.trace("mvp", .failedExpectations(line: 2, step: 1, message: "x:2:1: error: e")),
      Self.trace("viper", .leaked),
      Self.trace("reducer", .crashed(line: 3, message: "signal 11"), steps: 0),
      Self.trace("mvvmc", .crashed(line: 3, message: "signal 11"), steps: 0),
    ]
    #expect(
      StoppedReplays.sentence(traces)
        == "crashed at line 3 (`launch`) on `reducer`, `mvvmc`; `mvc` passed; `mvp` failed expectations; "
        + "`viper` leaked")
  }

  @Test func everyReplayStoppingAtTheSameStepIsOneClause() {
    let traces = ["mvc", "viper"].map {
      Self.trace($0, .stepFailed(line: 4, message: "no element"), steps: 2)
    }
    #expect(
      StoppedReplays.sentence(traces)
        == "could not perform the step at line 4 (`tap product.p1`) on `mvc`, `viper`")
    #expect(Comparator.compare(traces).divergence == nil)
  }
}
