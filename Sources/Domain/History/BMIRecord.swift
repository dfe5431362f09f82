import Foundation

/// One saved BMI measurement, as the history store keeps it.
public struct BMIRecord: Equatable, Hashable, Sendable, Identifiable, Codable {
  public let id: String
  public let date: Date
  public let heightCm: Double
  public let weightKg: Double
  public let value: Double
  public let category: BMICategory
  public let standard: BMIStandard

  public init(
    id: String, date: Date, heightCm: Double, weightKg: Double, value: Double,
    category: BMICategory, standard: BMIStandard
  ) {
    self.id = id
    self.date = date
    self.heightCm = heightCm
    self.weightKg = weightKg
    self.value = value
    self.category = category
    self.standard = standard
  }

  /// A record of `result` for `measurement`, stamped with `id` and `date`.
  public init(id: String, date: Date, measurement: BMIMeasurement, result: BMIResult) {
    self.init(
      id: id, date: date, heightCm: measurement.heightCm, weightKg: measurement.weightKg,
      value: result.value, category: result.category, standard: result.standard)
  }
}

extension BMICategory: Codable {}
extension BMIStandard: Codable {}

extension Array where Element == BMIRecord {
  /// Newest first; records of the same instant keep the store's order.
  public func sortedNewestFirst() -> [BMIRecord] {
    enumerated()
      .sorted { lhs, rhs in
        lhs.element.date != rhs.element.date
          ? lhs.element.date > rhs.element.date : lhs.offset < rhs.offset
      }
      .map(\.element)
  }
}
