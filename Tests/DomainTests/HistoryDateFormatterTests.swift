import Domain
import Foundation
import Testing

/// History rows show `yyyy-MM-dd HH:mm` in UTC, whatever the machine's time zone.
@Suite struct HistoryDateFormatterTests {
  struct Case: CustomTestStringConvertible, Sendable {
    /// The instant, as the API and the fixtures write it.
    let instant: String
    let text: String
    var testDescription: String { "\(instant) reads \(text)" }
  }

  @Test(arguments: [
    Case(instant: "2026-01-01T09:00:00Z", text: "2026-01-01 09:00"),
    Case(instant: "2026-01-01T00:00:00Z", text: "2026-01-01 00:00"),
    Case(instant: "2026-03-05T07:08:00Z", text: "2026-03-05 07:08"),
    Case(instant: "2026-10-10T12:34:00Z", text: "2026-10-10 12:34"),
    Case(instant: "2024-02-29T23:59:00Z", text: "2024-02-29 23:59"),
    Case(instant: "2026-12-31T23:59:59Z", text: "2026-12-31 23:59"),
    // Instants written with an offset still read in UTC: these are near the turn of the year.
    Case(instant: "2027-01-01T00:30:00+01:00", text: "2026-12-31 23:30"),
    Case(instant: "2026-12-31T20:00:00-05:00", text: "2027-01-01 01:00"),
    Case(instant: "1970-01-01T00:00:00Z", text: "1970-01-01 00:00"),
  ])
  func formatReadsTheInstantInUTC(_ testCase: Case) throws {
    let date = try #require(ISO8601.parse(testCase.instant))
    #expect(HistoryDateFormatter.format(date) == testCase.text)
  }

  @Test func firstOfJanuary2026AtNineUTCReadsAsTheSpecSays() {
    let date = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01T09:00:00Z
    #expect(HistoryDateFormatter.format(date) == "2026-01-01 09:00")
    #expect(ISO8601.parse("2026-01-01T09:00:00Z") == date)
    #expect(ISO8601.format(date) == "2026-01-01T09:00:00Z")
  }

  @Test func secondsAreDroppedNotRounded() {
    let date = Date(timeIntervalSince1970: 1_767_258_000 + 59.9)
    #expect(HistoryDateFormatter.format(date) == "2026-01-01 09:00")
  }

  @Test(arguments: [
    "", "2026-01-01", "2026-01-01 09:00", "yesterday", "2026-01-01T09:30Z", "2026-01-01t09:00:00z",
    " 2026-01-01T09:00:00Z",
  ])
  func iso8601ParseRejectsTextThatIsNotAnInternetDateTime(_ text: String) {
    #expect(ISO8601.parse(text) == nil)
  }

  @Test func iso8601FormatDropsTheFractionOfASecond() {
    #expect(ISO8601.format(Date(timeIntervalSince1970: 1_767_258_000.9999)) == "2026-01-01T09:00:00Z")
    #expect(ISO8601.format(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59Z")
  }

  @Test func iso8601ParseKeepsTheFractionAndReadsOffsets() {
    #expect(ISO8601.parse("2026-01-01T09:00:00.5Z") == Date(timeIntervalSince1970: 1_767_258_000.5))
    #expect(ISO8601.parse("2026-01-01T10:00:00+01:00") == Date(timeIntervalSince1970: 1_767_258_000))
  }
}
