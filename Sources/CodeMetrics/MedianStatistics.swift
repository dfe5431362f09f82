/// Medians, their distribution-free 95 % confidence intervals, and whether two medians differ:
/// what the cost table's time per action and `arch-harness bench` decide on.
public enum MedianStatistics {
  /// The median of `values` (the mean of the two middle ones for an even count); 0 for none.
  public static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// A 95 % confidence interval of the median of `values`, from order statistics (it assumes
  /// nothing about the distribution): the values at ranks n/2 ∓ 1.96·√n/2 (1-based, the upper
  /// one plus 1), clamped to the sample. With fewer than 6 values it is the whole range; (0, 0)
  /// for none.
  public static func medianInterval(_ values: [Double]) -> (low: Double, high: Double) {
    let sorted = values.sorted()
    guard let first = sorted.first, let last = sorted.last else { return (0, 0) }
    let count = Double(sorted.count)
    guard sorted.count >= 6 else { return (first, last) }
    let spread = 1.96 * count.squareRoot() / 2
    let lowRank = max(1, Int((count / 2 - spread).rounded(.down)))
    let highRank = min(sorted.count, Int((count / 2 + 1 + spread).rounded(.up)))
    return (sorted[lowRank - 1], sorted[highRank - 1])
  }

  /// Whether two medians differ at the 95 % level, judged by their intervals: true when the two
  /// intervals do not overlap (a conservative test: overlapping intervals may still hide a real
  /// difference, which then reads "not significant").
  public static func differ(
    _ first: (low: Double, high: Double), _ second: (low: Double, high: Double)
  ) -> Bool {
    first.high < second.low || second.high < first.low
  }
}
