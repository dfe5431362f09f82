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
  /// Median time per user action, in percent of the baseline's.
  public var timePerActionPercent: Int?

  public init(variant: String, filesPercent: Int?, linesOfCodePercent: Int?, timePerActionPercent: Int?) {
    self.variant = variant
    self.filesPercent = filesPercent
    self.linesOfCodePercent = linesOfCodePercent
    self.timePerActionPercent = timePerActionPercent
  }

  /// Every cost of `costs` against the one of `baseline`, in the same order; nil when `baseline`
  /// was not measured.
  public static func ratios(of costs: [VariantCost], baseline: String) -> [CostRatio]? {
    guard let base = costs.first(where: { $0.variant == baseline }) else { return nil }
    return costs.map { cost in
      CostRatio(
        variant: cost.variant, filesPercent: percent(cost.files, of: base.files),
        linesOfCodePercent: percent(cost.linesOfCode, of: base.linesOfCode),
        timePerActionPercent: percent(cost.microsecondsPerAction, of: base.microsecondsPerAction))
    }
  }

  /// `value` in percent of `base`, rounded half up; nil when either is missing or `base` is not
  /// positive.
  static func percent(_ value: Int?, of base: Int?) -> Int? {
    guard let value, let base, base > 0, value >= 0 else { return nil }
    return (value * 100 + base / 2) / base
  }
}
