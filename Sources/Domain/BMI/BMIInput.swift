/// A height and weight that passed validation.
public struct BMIMeasurement: Hashable, Sendable {
  public let heightCm: Double
  public let weightKg: Double

  public init(heightCm: Double, weightKg: Double) {
    self.heightCm = heightCm
    self.weightKg = weightKg
  }
}

/// Why the BMI inputs cannot be used yet; `message` is the exact `bmi.prompt` text.
public enum BMIInputProblem: Hashable, Sendable, Error {
  case missingInput
  case heightOutOfRange
  case weightOutOfRange

  public var message: String {
    switch self {
    case .missingInput: "Enter height and weight"
    case .heightOutOfRange:
      "Height must be \(BMIInput.heightRange.lowerBound.formatted)–\(BMIInput.heightRange.upperBound.formatted) cm"
    case .weightOutOfRange:
      "Weight must be \(BMIInput.weightRange.lowerBound.formatted)–\(BMIInput.weightRange.upperBound.formatted) kg"
    }
  }
}

/// Parsing and validation of the two BMI text fields.
///
/// Rules: surrounding spaces are ignored; a value is digits with at most one decimal separator,
/// `.` or `,`; height must be 50–300 cm and weight 2–500 kg. Height is checked before weight,
/// and an empty field reads "Enter height and weight".
public enum BMIInput {
  public static let heightRange: ClosedRange<Double> = 50...300
  public static let weightRange: ClosedRange<Double> = 2...500

  /// Validates both fields and returns the measurement or the first problem.
  public static func validate(height: String, weight: String) -> Result<BMIMeasurement, BMIInputProblem> {
    let heightResult = field(height, range: heightRange, problem: .heightOutOfRange)
    guard case .success(let heightCm) = heightResult else {
      return .failure(heightResult.problem!)
    }
    let weightResult = field(weight, range: weightRange, problem: .weightOutOfRange)
    guard case .success(let weightKg) = weightResult else {
      return .failure(weightResult.problem!)
    }
    return .success(BMIMeasurement(heightCm: heightCm, weightKg: weightKg))
  }

  /// Parses one decimal number: digits with at most one `.` or `,`; nil for anything else.
  public static func parseNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces()
    var separators = 0
    var digits = 0
    for character in trimmed {
      if character == "." || character == "," {
        separators += 1
      } else if character.isASCII && character.isNumber {
        digits += 1
      } else {
        return nil
      }
    }
    guard digits > 0, separators <= 1 else { return nil }
    return Double(trimmed.replacingOccurrences(of: Character(","), with: Character(".")))
  }

  private static func field(
    _ text: String, range: ClosedRange<Double>, problem: BMIInputProblem
  ) -> Result<Double, BMIInputProblem> {
    if text.trimmingSpaces().isEmpty { return .failure(.missingInput) }
    guard let number = parseNumber(text), range.contains(number) else { return .failure(problem) }
    return .success(number)
  }
}

extension Result {
  fileprivate var problem: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}

extension Double {
  /// `50` for 50.0, `2.5` for 2.5: how range bounds read in messages.
  fileprivate var formatted: String {
    rounded() == self ? String(Int(self)) : String(self)
  }
}

extension String {
  func trimmingSpaces() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }

  func replacingOccurrences(of target: Character, with replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }
}
