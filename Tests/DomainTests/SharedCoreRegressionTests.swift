import Domain
import Foundation
import Testing

/// The bugs the spec showed in `Domain` (issue #25, "The shared core, held to the spec"), each
/// pinned on the input that showed it. Every variant shares `Domain`, so comparing variants could
/// not see them.
@Suite struct SharedCoreRegressionTests {
  @Test(arguments: [
    "2026-01-01T10:00:00+0100", "2026-01-01T10:00:00+01", "2026-01-01T10:00:00-0500",
    "2026-01-01T10:00:00+01:00:00",
  ])
  func anOffsetWithoutItsColonOrWithSecondsIsNoInstant(_ text: String) {
    #expect(ISO8601.parse(text) == nil)
  }

  @Test(arguments: [
    "2026-02-30T09:00:00Z", "2026-02-29T09:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T09:00:00Z",
    "2026-01-01T24:00:00Z", "2026-01-01T23:60:00Z", "2026-01-01T23:59:60Z",
  ])
  func aDateOrTimeTheCalendarDoesNotHaveIsNoInstant(_ text: String) {
    #expect(ISO8601.parse(text) == nil)
  }

  @Test(arguments: [
    "2026-01-01T09:00:00z", "2026-01-01T09:00:00Z ", "2026-1-01T09:00:00Z", "2026-01-01T9:00:00Z",
  ])
  func aLowerCaseZASpaceAfterOrAMissingDigitIsNoInstant(_ text: String) {
    #expect(ISO8601.parse(text) == nil)
  }

  @Test func anOrderDatedThirtiethOfFebruarySortsAsTheOldest() {
    let orders = [
      ("o1", "2026-02-30T09:00:00Z"), ("o2", "2026-03-01T09:00:00Z"), ("o3", "1969-07-20T20:17:00Z"),
    ]
    .map {
      OrderDTO(orderID: $0.0, productID: "p1", productName: "Laptop", total: 1, createdAt: $0.1).toDomain()
    }
    #expect(orders.sortedNewestFirst().map(\.id) == ["o2", "o3", "o1"])
  }

  @Test func anOrderOfTheYearZeroSortsAboveOneThatIsNoInstant() {
    let orders = [("o1", "yesterday"), ("o2", "0000-01-01T00:00:00+23:59")]
      .map {
        OrderDTO(orderID: $0.0, productID: "p1", productName: "Laptop", total: 1, createdAt: $0.1).toDomain()
      }
    #expect(orders.sortedNewestFirst().map(\.id) == ["o2", "o1"])
  }

  @Test func datesBeforeTheGregorianReformAreCountedInTheGregorianCalendar() {
    #expect(ISO8601.parse("0000-01-01T00:00:00Z") == Date(timeIntervalSince1970: -62_167_219_200))
    #expect(ISO8601.parse("1500-03-01T00:00:00Z") == Date(timeIntervalSince1970: -14_826_672_000))
  }

  @Test func anOffsetOfUpToTwentyThreeHoursAndFiftyNineMinutesIsRead() {
    #expect(ISO8601.parse("2026-01-01T23:59:00+23:59") == Date(timeIntervalSince1970: 1_767_225_600))
  }

  @Test(arguments: [
    ("49.99999999999999999", "70", "Height must be 50–300 cm"),
    ("300.00000000000000001", "70", "Height must be 50–300 cm"),
    ("170", "1,99999999999999999999", "Weight must be 2–500 kg"),
    ("170", "500.00000000000000001", "Weight must be 2–500 kg"),
  ])
  func aValueAHairOutsideItsRangeReadsItsFieldsMessage(height: String, weight: String, prompt: String) {
    guard case .failure(let problem) = BMIInput.validate(height: height, weight: weight) else {
      Issue.record("\(height) cm, \(weight) kg was accepted")
      return
    }
    #expect(problem.specPrompt == prompt)
  }

  @Test(arguments: [
    ("281.8", "445.1", "56.0"), ("134.3", "103.8", "57.6"), ("200", "99.8", "25.0"),
  ])
  func aBMIAHairFromAHalfTenthRoundsAsItsExactValueDoes(height: String, weight: String, value: String) throws
  {
    let measurement = try BMIInput.validate(height: height, weight: weight).get()
    #expect(BMIResult(measurement: measurement, standard: .who).formattedValue == value)
  }

  @Test func aValueAHairInsideItsRangeIsAccepted() throws {
    let measurement = try BMIInput.validate(height: "50.00000000000000001", weight: "499,99999999999999999")
      .get()
    #expect(measurement == BMIMeasurement(heightCm: 50, weightKg: 500))
  }
}
