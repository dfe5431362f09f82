import AppContract
import Domain
import Foundation
import Testing

/// A record's page spells its height and weight with their units around `Domain`'s numbers.
@Suite struct AppTextRecordTests {
  @Test("a record's height reads in cm and its weight in kg, each with one decimal")
  func heightAndWeight() {
    let record = BMIRecord(
      id: "r1", date: .init(timeIntervalSince1970: 0), heightCm: 180, weightKg: 72.25, value: 22.3,
      category: .normal, standard: .who)
    #expect(AppText.height(of: record) == "180.0 cm")
    #expect(AppText.weight(of: record) == "72.3 kg")
  }
}
