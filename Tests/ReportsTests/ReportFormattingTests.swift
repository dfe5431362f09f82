import Testing

@testable import Reports

@Suite struct ReportFormattingTests {
  @Test(
    "seconds appended as digits read as the seconds text does",
    arguments: [0, 1, 9, 10, 999_999, 1_000_000, 1_000_001, 12_345_678, 86_400_000_000, -1, -1_500_000])
  func appendedSecondsReadAsTheSecondsText(microseconds: Int) {
    var bytes = Array("t=".utf8)
    ReportFormatting.appendSeconds(microseconds: microseconds, to: &bytes)
    #expect(
      String(decoding: bytes, as: UTF8.self) == "t=" + ReportFormatting.seconds(microseconds: microseconds))
  }

  @Test func secondsHaveSixDecimals() {
    #expect(ReportFormatting.seconds(microseconds: 12_500) == "0.012500")
  }

  @Test(
    "a decimal rounds half away from zero and never overflows",
    arguments: [
      (12_500, 1_000_000, 6, "0.012500"), (1_500_000, 1_000_000, 6, "1.500000"),
      (-1, 1_000_000, 6, "-0.000001"),
      (-1_500_000, 1_000_000, 6, "-1.500000"), (999_950, 1_000, 1, "1000.0"), (-999_950, 1_000, 1, "-1000.0"),
      (12_345, 100, 2, "123.45"), (-4, 1_000, 1, "0.0"), (Int.max, 1_000_000, 6, "9223372036854.775807"),
      (Int.min, 1_000_000, 6, "-9223372036854.775808"), (7, 1, 0, "7"),
    ])
  func decimal(value: Int, unit: Int, digits: Int, text: String) {
    #expect(ReportFormatting.decimal(value, per: unit, digits: digits) == text)
  }
}
