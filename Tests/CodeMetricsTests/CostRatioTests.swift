import CodeMetrics
import Testing

@Suite struct CostRatioTests {
  static func cost(
    _ variant: String, files: Int, lines: Int, microseconds: Int?, interval: (Int, Int)? = nil
  ) -> VariantCost {
    VariantCost(
      variant: variant,
      sourceFiles: (0..<files).map { index in
        FileCost(
          path: "F\(index).swift", role: .viewController, linesOfCode: index == 0 ? lines : 0, types: 0,
          protocols: 0)
      },
      testFiles: 0, testLines: 0, measuredReplays: 1, microsecondsPerAction: microseconds,
      microsecondsPerActionLow: interval?.0, microsecondsPerActionHigh: interval?.1)
  }

  @Test("Every figure is a whole percent of the baseline's, rounded half up, in the costs' order")
  func ratiosArePercentsOfTheBaseline() {
    let costs = [
      Self.cost("mvc", files: 2, lines: 160, microseconds: 601, interval: (580, 620)),
      Self.cost("mvc-massive", files: 3, lines: 100, microseconds: 400, interval: (380, 420)),
      Self.cost("viper", files: 5, lines: 401, microseconds: 2, interval: (1, 3)),
    ]
    #expect(
      CostRatio.ratios(of: costs, baseline: "mvc-massive") == [
        CostRatio(
          variant: "mvc", filesPercent: 67, linesOfCodePercent: 160, timePerActionPercent: 150,
          timePerActionSignificant: true),
        CostRatio(
          variant: "mvc-massive", filesPercent: 100, linesOfCodePercent: 100, timePerActionPercent: 100),
        CostRatio(
          variant: "viper", filesPercent: 167, linesOfCodePercent: 401, timePerActionPercent: 1,
          timePerActionSignificant: true),
      ])
  }

  @Test(
    "A time differs from the baseline's only when the two intervals are known and do not overlap",
    arguments: [
      ((421, 500), true), ((420, 500), false), ((300, 379), true), ((300, 380), false), ((390, 410), false),
    ])
  func timeRatiosAreSignificantOnlyWithDisjointIntervals(interval: (Int, Int), significant: Bool) {
    let costs = [
      Self.cost("mvc", files: 1, lines: 1, microseconds: (interval.0 + interval.1) / 2, interval: interval),
      Self.cost("mvc-massive", files: 1, lines: 1, microseconds: 400, interval: (380, 420)),
    ]
    #expect(
      CostRatio.ratios(of: costs, baseline: "mvc-massive")?.first?.timePerActionSignificant == significant)
  }

  @Test("A time without an interval (either side) is not significant; the baseline's own has no verdict")
  func timesWithoutIntervalsAreNotSignificant() {
    let costs = [
      Self.cost("mvc", files: 1, lines: 1, microseconds: 900),
      Self.cost("mvc-massive", files: 1, lines: 1, microseconds: 400, interval: (380, 420)),
    ]
    let ratios = CostRatio.ratios(of: costs, baseline: "mvc-massive")
    #expect(ratios?.map(\.timePerActionSignificant) == [false, nil])
    #expect(ratios?.map(\.timePerActionPercent) == [225, 100])
  }

  @Test("A figure missing on either side, or zero at the baseline, has no ratio")
  func missingOrZeroFiguresHaveNoRatio() {
    let costs = [
      Self.cost("mvc", files: 1, lines: 0, microseconds: nil),
      Self.cost("mvc-massive", files: 1, lines: 0, microseconds: 300),
    ]
    #expect(
      CostRatio.ratios(of: costs, baseline: "mvc-massive")?.first
        == CostRatio(variant: "mvc", filesPercent: 100, linesOfCodePercent: nil, timePerActionPercent: nil))
  }

  @Test("Without the baseline among the costs there are no ratios")
  func noBaselineNoRatios() {
    #expect(
      CostRatio.ratios(of: [Self.cost("mvc", files: 1, lines: 1, microseconds: 1)], baseline: "mvc-massive")
        == nil)
  }
}
