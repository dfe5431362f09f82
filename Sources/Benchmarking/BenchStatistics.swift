import CodeMetrics

/// The few statistics the bench needs: medians and a distribution-free confidence interval
/// (``MedianStatistics``, shared with the cost table).
enum BenchStatistics {
  /// The median of `values` (the mean of the two middle ones for an even count); 0 for none.
  static func median(_ values: [Double]) -> Double { MedianStatistics.median(values) }

  /// The mean of `values`; 0 for none.
  static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }

  /// A 95 % confidence interval of the median of `values`, from order statistics.
  static func medianInterval(_ values: [Double]) -> (low: Double, high: Double) {
    MedianStatistics.medianInterval(values)
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
