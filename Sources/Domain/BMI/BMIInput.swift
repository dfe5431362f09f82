/// A height and weight that passed validation.
public struct BMIMeasurement: Hashable, Sendable {
  public let heightCm: Double
  public let weightKg: Double

  public init(heightCm: Double, weightKg: Double) {
    self.heightCm = heightCm
    self.weightKg = weightKg
  }
}

/// Why the BMI inputs cannot be used yet (each variant shows it as `AppText.prompt(_:)`).
public enum BMIInputProblem: Hashable, Sendable, Error {
  case missingInput
  case heightOutOfRange
  case weightOutOfRange
}

/// Parsing and validation of the two BMI text fields.
///
/// Rules: surrounding spaces are ignored; a value is digits with at most one decimal separator,
/// `.` or `,`; height must be 50–300 cm and weight 2–500 kg, decided on the digits as typed (so
/// `49.99999999999999999` is below 50 although the nearest `Double` is 50). Height is checked
/// before weight, and an empty field reads "Enter height and weight".
public enum BMIInput {
  /// The heights accepted, in whole centimetres.
  static let heightBounds = 50...300
  /// The weights accepted, in whole kilograms.
  static let weightBounds = 2...500
  /// The heights accepted, as numbers: for the prompt's text and for records that already hold
  /// numbers (a scenario's seeded history). A typed text is checked on its digits, not on these.
  public static let heightRange: ClosedRange<Double> =
    Double(heightBounds.lowerBound)...Double(heightBounds.upperBound)
  /// The weights accepted, as numbers (see ``heightRange``).
  public static let weightRange: ClosedRange<Double> =
    Double(weightBounds.lowerBound)...Double(weightBounds.upperBound)

  /// Validates both fields and returns the measurement or the first problem.
  public static func validate(height: String, weight: String) -> Result<BMIMeasurement, BMIInputProblem> {
    let heightResult = field(height, bounds: heightBounds, problem: .heightOutOfRange)
    guard case .success(let heightCm) = heightResult else {
      return .failure(heightResult.problem!)
    }
    let weightResult = field(weight, bounds: weightBounds, problem: .weightOutOfRange)
    guard case .success(let weightKg) = weightResult else {
      return .failure(weightResult.problem!)
    }
    return .success(BMIMeasurement(heightCm: heightCm, weightKg: weightKg))
  }

  /// Parses one decimal number: ASCII digits with at most one `.` or `,`; nil for anything else.
  /// (Read byte by byte: a text that holds any other character holds a byte that is none of
  /// these. Every variant validates the form on each keystroke and each render.)
  public static func parseNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces()
    var separators = 0
    var digits = 0
    for byte in trimmed.utf8 {
      switch byte {
      case UInt8(ascii: "."), UInt8(ascii: ","): separators += 1
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      default: return nil
      }
    }
    guard digits > 0, separators <= 1 else { return nil }
    return Double(
      String(decoding: trimmed.utf8.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ".") : $0 }, as: UTF8.self))
  }

  private static func field(
    _ text: String, bounds: ClosedRange<Int>, problem: BMIInputProblem
  ) -> Result<Double, BMIInputProblem> {
    let trimmed = text.trimmingSpaces()
    if trimmed.isEmpty { return .failure(.missingInput) }
    guard let number = parseNumber(trimmed), isNumber(trimmed, within: bounds) else {
      return .failure(problem)
    }
    return .success(number)
  }
}

extension Result {
  fileprivate var problem: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}

extension String {
  /// The text without the whitespace characters at its ends; the text itself when it starts and
  /// ends with a printable ASCII character (no whitespace character can end or start there).
  func trimmingSpaces() -> String {
    if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first),
      (0x21...0x7E).contains(last)
    {
      return self
    }
    var characters = Substring(self)
    while let first = characters.first, first.isWhitespace { characters.removeFirst() }
    while let last = characters.last, last.isWhitespace { characters.removeLast() }
    return String(characters)
  }
}
