/// One variant's cost against the baseline variant's (the architecture-free `mvc-massive` in this
/// project), as whole percents: `152` is 1.52 times the baseline's figure, rounded half up. A
/// ratio is nil when the baseline's figure is 0 or either figure is missing.
public struct CostRatio: Codable, Equatable, Sendable {
  /// The variant's name.
  public var variant: String
  /// Swift files, in percent of the baseline's.
  public var filesPercent: Int?
  /// Lines of code, in percent of the baseline's.
  public var linesOfCodePercent: Int?
  /// Median time per user action (main-thread CPU time), in percent of the baseline's.
  public var timePerActionPercent: Int?
  /// Whether that time differs from the baseline's at the 95 % level: true when the two medians'
  /// confidence intervals do not overlap, false when they do or either is unknown (the reports
  /// then print "not significant" instead of the ratio); nil for the baseline itself and when
  /// there is no ratio.
  public var timePerActionSignificant: Bool?

  public init(
    variant: String, filesPercent: Int?, linesOfCodePercent: Int?, timePerActionPercent: Int?,
    timePerActionSignificant: Bool? = nil
  ) {
    self.variant = variant
    self.filesPercent = filesPercent
    self.linesOfCodePercent = linesOfCodePercent
    self.timePerActionPercent = timePerActionPercent
    self.timePerActionSignificant = timePerActionSignificant
  }

  /// Every cost of `costs` against the one of `baseline`, in the same order; nil when `baseline`
  /// was not measured.
  public static func ratios(of costs: [VariantCost], baseline: String) -> [CostRatio]? {
    guard let base = costs.first(where: { $0.variant == baseline }) else { return nil }
    return costs.map { cost in
      let time = percent(cost.microsecondsPerAction, of: base.microsecondsPerAction)
      return CostRatio(
        variant: cost.variant, filesPercent: percent(cost.files, of: base.files),
        linesOfCodePercent: percent(cost.linesOfCode, of: base.linesOfCode),
        timePerActionPercent: time,
        timePerActionSignificant: time == nil || cost.variant == baseline ? nil : differs(cost, base))
    }
  }

  /// Whether the two times per action's intervals are known and do not overlap.
  static func differs(_ cost: VariantCost, _ base: VariantCost) -> Bool {
    guard let low = cost.microsecondsPerActionLow, let high = cost.microsecondsPerActionHigh,
      let baseLow = base.microsecondsPerActionLow, let baseHigh = base.microsecondsPerActionHigh
    else { return false }
    return MedianStatistics.differ((Double(low), Double(high)), (Double(baseLow), Double(baseHigh)))
  }

  /// `value` in percent of `base`, rounded half up; nil when either is missing or `base` is not
  /// positive.
  static func percent(_ value: Int?, of base: Int?) -> Int? {
    guard let value, let base, base > 0, value >= 0 else { return nil }
    return (value * 100 + base / 2) / base
  }
}
