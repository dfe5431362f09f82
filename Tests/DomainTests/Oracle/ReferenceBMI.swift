/// The BMI form's rules as the spec words them (`bmi.input.*`, `bmi.prompt.*`, `bmi.value.*`,
/// `bmi.category.*`), on the typed text's Unicode scalars and on whole numbers, with no number
/// parser and no floating point.
enum ReferenceBMI {
  static let enterBoth = "Enter height and weight"
  static let heightMessage = "Height must be 50–300 cm"
  static let weightMessage = "Weight must be 2–500 kg"

  /// Unicode's White_Space code points (PropList.txt): the "any whitespace" of the spec.
  static let whitespace: Set<UInt32> = Set(
    [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000]
      + Array(0x2000...0x200A))

  /// What one field holds, as far as the prompt is concerned.
  enum Field: Equatable {
    case empty, invalid, valid
  }

  /// The bounds of the two fields, from the spec's messages: 50–300 cm and 2–500 kg.
  static let heightBounds = (lowest: Number("50")!, highest: Number("300")!)
  static let weightBounds = (lowest: Number("2")!, highest: Number("500")!)

  /// The prompt the two fields make, or nil when they are valid: the height first, an empty
  /// field reading "Enter height and weight".
  static func prompt(height: String, weight: String) -> String? {
    switch field(height, heightBounds) {
    case .empty: return enterBoth
    case .invalid: return heightMessage
    case .valid: break
    }
    switch field(weight, weightBounds) {
    case .empty: return enterBoth
    case .invalid: return weightMessage
    case .valid: return nil
    }
  }

  /// Whether `text`, without the whitespace around it, is empty, a number within `bounds`
  /// (both included), or neither.
  static func field(_ text: String, _ bounds: (lowest: Number, highest: Number)) -> Field {
    if trimmed(text).isEmpty { return .empty }
    guard let number = number(text) else { return .invalid }
    return bounds.lowest <= number && number <= bounds.highest ? .valid : .invalid
  }

  /// The number `text` holds once the whitespace around it is gone, or nil.
  static func number(_ text: String) -> Number? { Number(trimmed(text)) }

  /// The scalars of `text` without the whitespace around them.
  static func trimmed(_ text: String) -> ArraySlice<Unicode.Scalar> {
    var scalars = Array(text.unicodeScalars)[...]
    while let first = scalars.first, whitespace.contains(first.value) { scalars.removeFirst() }
    while let last = scalars.last, whitespace.contains(last.value) { scalars.removeLast() }
    return scalars
  }

  /// A number of the spec's shape: ASCII digits with at most one `.` or `,`, and at least one
  /// digit. Compared by its digits, however many.
  struct Number: Comparable {
    /// The digits before the separator, then those after it, as their values.
    let whole: [UInt32]
    let fraction: [UInt32]

    init?(_ text: String) { self.init(Array(text.unicodeScalars)[...]) }

    init?(_ scalars: ArraySlice<Unicode.Scalar>) {
      var whole: [UInt32] = []
      var fraction: [UInt32]?
      for scalar in scalars {
        if scalar == "." || scalar == "," {
          guard fraction == nil else { return nil }
          fraction = []
        } else if ("0"..."9").contains(scalar) {
          let digit = scalar.value - 48
          if fraction == nil { whole.append(digit) } else { fraction!.append(digit) }
        } else {
          return nil
        }
      }
      guard !whole.isEmpty || !(fraction ?? []).isEmpty else { return nil }
      self.whole = whole
      self.fraction = fraction ?? []
    }

    /// Both numbers padded to the same width, zeros in front of the whole parts and after the
    /// fractions, then compared digit by digit from the left.
    static func < (lhs: Number, rhs: Number) -> Bool {
      let wholeWidth = max(lhs.whole.count, rhs.whole.count)
      let fractionWidth = max(lhs.fraction.count, rhs.fraction.count)
      func aligned(_ number: Number) -> [UInt32] {
        Array(repeating: 0, count: wholeWidth - number.whole.count) + number.whole + number.fraction
          + Array(repeating: 0, count: fractionWidth - number.fraction.count)
      }
      return aligned(lhs).lexicographicallyPrecedes(aligned(rhs))
    }

    static func == (lhs: Number, rhs: Number) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
  }

  // MARK: - Value and category

  /// The BMI of a height and a weight given in hundredths (of a cm, of a kg), in tenths, rounded
  /// half away from zero: weight over the square of the height in metres is
  /// `weight * 10^6 / height²` here, so ten times it, plus a half, rounded down.
  static func tenths(heightHundredths height: Int, weightHundredths weight: Int) -> Int {
    let square = height * height
    return (2 * weight * 10_000_000 + square) / (2 * square)
  }

  /// `tenths` as `bmi.value` shows it: one decimal, `.` as separator.
  static func text(tenths: Int) -> String { "\(tenths / 10).\(tenths % 10)" }

  /// The category of a value in tenths, from the spec's table: WHO's cut-offs are 18.5, 25 and
  /// 30; Taiwan's 18.5, 24 and 27 (lower bounds inclusive).
  static func category(tenths: Int, taiwan: Bool) -> String {
    let (normal, overweight, obese) = taiwan ? (185, 240, 270) : (185, 250, 300)
    if tenths < normal { return "Underweight" }
    if tenths < overweight { return "Normal" }
    if tenths < obese { return "Overweight" }
    return "Obese"
  }
}
