import CodeMetrics
import Testing

/// The medians, intervals and significance decisions behind the cost table's time per action and
/// `arch-harness bench`, on fixed samples.
@Suite struct MedianStatisticsTests {
  @Test func theMedianIsTheMiddleValueOrTheMeanOfTheTwoMiddleOnes() {
    #expect(MedianStatistics.median([3, 1, 2]) == 2)
    #expect(MedianStatistics.median([4, 1, 3, 2]) == 2.5)
    #expect(MedianStatistics.median([]) == 0)
  }

  @Test(
    "The interval of the median is two order statistics of the sample, the whole range below 6 values",
    arguments: [
      ([5, 1, 4], 1, 5),
      ([6.0, 2, 5, 1, 4], 1.0, 6.0),
      ([1.0, 2, 3, 4, 5, 6], 1.0, 6.0),
      ((1...20).map(Double.init), 5.0, 16.0),
      ((1...100).map(Double.init), 40.0, 61.0),
      (Array(repeating: 7.0, count: 30), 7.0, 7.0),
      ([], 0, 0),
    ] as [([Double], Double, Double)])
  func theIntervalComesFromOrderStatistics(values: [Double], low: Double, high: Double) {
    let interval = MedianStatistics.medianInterval(values)
    #expect(interval.low == low && interval.high == high, "\(interval)")
  }

  @Test(
    "Two medians differ only when their intervals do not overlap (touching intervals do not)",
    arguments: [
      ((1.0, 2.0), (3.0, 4.0), true), ((3.0, 4.0), (1.0, 2.0), true), ((1.0, 3.0), (3.0, 4.0), false),
      ((1.0, 5.0), (2.0, 3.0), false), ((2.0, 2.0), (2.0, 2.0), false),
    ] as [((Double, Double), (Double, Double), Bool)])
  func mediansDifferOnlyWithDisjointIntervals(
    first: (Double, Double), second: (Double, Double), differ: Bool
  ) {
    #expect(MedianStatistics.differ(first, second) == differ)
  }

  @Test func sameMachineReplaysOfTwoVariantsAreTellApartWhenTheirTimesDoNotMix() {
    let fast = (0..<20).map { 100 + Double($0 % 5) }  // 100…104
    let slow = (0..<20).map { 110 + Double($0 % 5) }  // 110…114
    let mixed = (0..<20).map { 98 + Double($0 % 9) }  // 98…106
    let interval = MedianStatistics.medianInterval
    #expect(MedianStatistics.differ(interval(fast), interval(slow)))
    #expect(!MedianStatistics.differ(interval(fast), interval(mixed)))
  }
}
