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
  ///
  /// The noise is removed by snapping the tenths to a grid of 10⁻⁹: far coarser than the noise
  /// of the division (about 10⁻¹¹ of a tenth), and finer than the distance from a half tenth of
  /// the BMI of any height and weight typed to the hundredth (5.5·10⁻¹⁰ of a tenth at least), so
  /// those round as their exact value does. A grid of 10⁻⁶ also snapped 281.8 cm and 445.1 kg
  /// (BMI 56.0499999748…) onto 56.05 and read "56.1".
  static func roundToOneDecimal(_ raw: Double) -> Double {
    let tenths = (raw * 10 * 1e9).rounded() / 1e9
    return tenths.rounded(.toNearestOrAwayFromZero) / 10
  }

  /// Formats a one-decimal value without locale influence.
  public static func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
  }
}
