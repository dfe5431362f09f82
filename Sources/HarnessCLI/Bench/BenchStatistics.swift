/// The few statistics the bench needs: medians and a distribution-free confidence interval.
enum BenchStatistics {
  /// The median of `values` (the mean of the two middle ones for an even count); 0 for none.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The mean of `values`; 0 for none.
  static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }

  /// A 95 % confidence interval of the median of `values`, from order statistics (it assumes
  /// nothing about the distribution): the values at ranks n/2 ∓ 1.96·√n/2 (1-based, the upper
  /// one plus 1), clamped to the sample. With fewer than 6 values it is the whole range.
  static func medianInterval(_ values: [Double]) -> (low: Double, high: Double) {
    let sorted = values.sorted()
    guard let first = sorted.first, let last = sorted.last else { return (0, 0) }
    let count = Double(sorted.count)
    guard sorted.count >= 6 else { return (first, last) }
    let spread = 1.96 * count.squareRoot() / 2
    let lowRank = max(1, Int((count / 2 - spread).rounded(.down)))
    let highRank = min(sorted.count, Int((count / 2 + 1 + spread).rounded(.up)))
    return (sorted[lowRank - 1], sorted[highRank - 1])
  }

  /// How far the interval reaches from the median, as a fraction of it (0.1 is ±10 %); 0 when the
  /// median is 0.
  static func relativeHalfWidth(_ values: [Double]) -> Double {
    let center = median(values)
    guard center > 0 else { return 0 }
    let interval = medianInterval(values)
    return max(center - interval.low, interval.high - center) / center
  }
}
