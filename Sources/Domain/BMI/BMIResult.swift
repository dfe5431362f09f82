/// A computed BMI: the value rounded to one decimal and the category of that rounded value,
/// so that what the user reads always agrees with itself.
public struct BMIResult: Hashable, Sendable {
  /// BMI rounded half away from zero to one decimal.
  public let value: Double
  public let category: BMICategory
  public let standard: BMIStandard

  /// Computes the BMI of a valid measurement under `standard`.
  public init(measurement: BMIMeasurement, standard: BMIStandard) {
    let meters = measurement.heightCm / 100
    let raw = measurement.weightKg / (meters * meters)
    let rounded = BMIResult.roundToOneDecimal(raw)
    self.value = rounded
    self.category = standard.category(of: rounded)
    self.standard = standard
  }

  /// The value as shown: always one decimal, `.` as separator (`22.9`, `23.0`).
  public var formattedValue: String { BMIResult.format(value) }

  /// Rounds half away from zero to one decimal, correcting binary noise first
  /// (so 24.95 computed as 24.94999… still reads 25.0).
  static func roundToOneDecimal(_ raw: Double) -> Double {
    let tenths = (raw * 10 * 1e6).rounded() / 1e6
    return tenths.rounded(.toNearestOrAwayFromZero) / 10
  }

  /// Formats a one-decimal value without locale influence.
  public static func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
  }
}
