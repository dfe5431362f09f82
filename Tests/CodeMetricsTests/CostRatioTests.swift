import CodeMetrics
import Testing

@Suite struct CostRatioTests {
  static func cost(_ variant: String, files: Int, lines: Int, microseconds: Int?) -> VariantCost {
    VariantCost(
      variant: variant,
      sourceFiles: (0..<files).map { index in
        FileCost(
          path: "F\(index).swift", role: .viewController, linesOfCode: index == 0 ? lines : 0, types: 0,
          protocols: 0)
      },
      testFiles: 0, testLines: 0, measuredReplays: 1, microsecondsPerAction: microseconds)
  }

  @Test("Every figure is a whole percent of the baseline's, rounded half up, in the costs' order")
  func ratiosArePercentsOfTheBaseline() {
    let costs = [
      Self.cost("mvc", files: 2, lines: 160, microseconds: 601),
      Self.cost("mvc-massive", files: 3, lines: 100, microseconds: 400),
      Self.cost("viper", files: 5, lines: 401, microseconds: 2),
    ]
    #expect(
      CostRatio.ratios(of: costs, baseline: "mvc-massive") == [
        CostRatio(variant: "mvc", filesPercent: 67, linesOfCodePercent: 160, timePerActionPercent: 150),
        CostRatio(
          variant: "mvc-massive", filesPercent: 100, linesOfCodePercent: 100, timePerActionPercent: 100),
        CostRatio(variant: "viper", filesPercent: 167, linesOfCodePercent: 401, timePerActionPercent: 1),
      ])
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
