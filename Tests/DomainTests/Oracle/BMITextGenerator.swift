/// Texts typed into the BMI fields, for the oracle: numbers of every allowed form, numbers a hair
/// either side of a bound (`49.99999999999999999`), huge ones, texts that are nearly numbers, and
/// any of them wrapped in whitespace or characters that look like it.
enum BMITextGenerator {
  /// Whitespace: spaces, tabs, line ends, no-break and ideographic spaces.
  static let whitespace = [
    " ", "  ", "\t", "\n", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{A0}", "\u{2003}", "\u{2028}", "\u{3000}",
  ]

  /// Characters that are not whitespace although they look like it or like nothing.
  static let lookalikes = ["\u{200B}", "\u{FEFF}", "\u{180E}"]

  /// Texts that are nearly numbers, or numbers in another script.
  static let nearMisses = [
    ".", ",", "..", ".,", "1.2.3", "1,2.3", "1,234.5", "-70", "+70", "1e3", "70kg", "1 70", "٧٠", "７０",
    "१७०", "5\u{301}", "0x10", "½", "Ⅻ", "inf", "nan", "70_0", "7\u{200B}0", "70.5.", "١٧٠,٥",
  ]

  /// A text for a field whose range is `bounds` (whole numbers).
  static func field(_ random: inout OracleRandom, bounds: ClosedRange<Int>) -> String {
    let core: String
    switch random.int(0...9) {
    case 0...3: core = nearBound(&random, bounds: bounds)
    case 4...5: core = decimal(&random, whole: random.int(0...(bounds.upperBound * 2)))
    case 6:
      core = "1" + random.digits(random.int(20...400)) + (random.chance(50) ? "." + random.digits(3) : "")
    case 7: core = random.pick(nearMisses)
    case 8: core = ""
    default: core = decimal(&random, whole: random.int(bounds))
    }
    return padded(core, &random)
  }

  /// A bound itself, or a number a few or many digits either side of it: `49.99…9`, `50.00…01`,
  /// `50.00…0`, `300,00…01`.
  static func nearBound(_ random: inout OracleRandom, bounds: ClosedRange<Int>) -> String {
    let bound = random.chance(50) ? bounds.lowerBound : bounds.upperBound
    let separator = random.pick([".", ","])
    let length = random.pick([1, 2, 5, 15, 16, 17, 18, 19, 20, 25, 40])
    switch random.int(0...3) {
    case 0: return "\(bound - 1)\(separator)" + String(repeating: "9", count: length)
    case 1: return "\(bound)\(separator)" + String(repeating: "0", count: length - 1) + "1"
    case 2: return "\(bound)\(separator)" + String(repeating: "0", count: length)
    default: return String(repeating: "0", count: random.int(0...3)) + "\(bound)"
    }
  }

  /// `whole` with a fraction of up to six digits or none, either separator, perhaps leading zeros,
  /// perhaps written `.5` or `5.`.
  static func decimal(_ random: inout OracleRandom, whole: Int) -> String {
    let leading = random.chance(15) ? String(repeating: "0", count: random.int(1...3)) : ""
    let wholeText = whole == 0 && random.chance(30) ? "" : leading + String(whole)
    let separator = random.pick([".", ","])
    switch random.int(0...3) {
    case 0: return wholeText.isEmpty ? "0" : wholeText
    case 1: return wholeText + separator
    default: return wholeText + separator + random.digits(random.int(1...6))
    }
  }

  /// `core` with whitespace before and after, often none; with `lookalikes`, sometimes what
  /// looks like whitespace but is not.
  static func padded(_ core: String, _ random: inout OracleRandom, lookalikes: Bool = true) -> String {
    guard random.chance(40) else { return core }
    let padding = lookalikes ? whitespace + Self.lookalikes : whitespace
    let before = (0..<random.int(0...2)).map { _ in random.pick(padding) }.joined()
    let after = (0..<random.int(0...2)).map { _ in random.pick(padding) }.joined()
    return before + core + after
  }

  /// A height or weight given in hundredths, as a text of one of its forms (`170`, `170.5`,
  /// `170,50`, `0170.5`), perhaps wrapped in whitespace.
  static func text(hundredths: Int, _ random: inout OracleRandom) -> String {
    let whole = String(hundredths / 100)
    let cents = hundredths % 100
    let separator = random.pick([".", ","])
    let leading = random.chance(10) ? "0" : ""
    let fraction: String
    if cents == 0 {
      fraction = random.pick(["", separator + "0", separator + "00"])
    } else if cents % 10 == 0 {
      fraction = separator + String(cents / 10) + random.pick(["", "0", "000"])
    } else {
      fraction = separator + (cents < 10 ? "0" : "") + String(cents)
    }
    return padded(leading + whole + fraction, &random, lookalikes: false)
  }
}
