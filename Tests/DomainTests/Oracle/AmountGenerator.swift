/// Amounts for the oracle: whole cents of any size, and API amounts as the JSON numbers a payload
/// carries, often a hair from a half cent (`1.005`, `999.995`, `0.0049`).
enum AmountGenerator {
  /// Cents of every size, from `Int.min` to `Int.max`, often at a power of ten or one below.
  static func cents(_ random: inout OracleRandom) -> Int {
    switch random.int(0...3) {
    case 0: return random.int(-100_000...100_000)
    case 1:
      var power = 1
      for _ in 0..<random.int(0...18) { power *= 10 }
      let near = power + random.int(-1...1)
      return random.chance(30) ? -near : near
    case 2: return random.pick([0, 1, -1, 99, -99, 100, -100, Int.max, Int.min, Int.max - 1, Int.min + 1])
    default: return random.int(Int.min...Int.max)
    }
  }

  /// Decimals that put an amount at, just below or just above a half cent, or a whole one.
  static let fractions = [
    "", "0", "5", "05", "005", "995", "9949", "999", "4", "45", "0049", "00499", "00501", "5", "1", "10",
    "99",
    "125", "875", "335",
  ]

  /// A JSON number below ten million dollars in size with at most six decimals, once its
  /// exponent is applied: there a `Double` tells apart any two amounts a millionth of a cent apart,
  /// so the spec's "after binary noise is removed" leaves nothing to interpretation.
  static func json(_ random: inout OracleRandom) -> String {
    let whole =
      random.chance(50)
      ? random.pick([0, 1, 9, 10, 99, 999, 1_000, 1_299, 9_999, 99_999, 999_999, 1_000_000, 9_999_999])
      : random.int(0...(random.chance(50) ? 2_000 : 9_999_999))
    var fraction = random.chance(60) ? random.pick(fractions) : random.digits(random.int(0...6))
    let sign = random.chance(20) ? "-" : ""
    guard random.chance(20), fraction.count <= 3 else {
      return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }
    // The same digits with the point moved right and an exponent that moves it back.
    let shift = random.int(0...min(3, fraction.count))
    let moved = String(whole) + fraction.prefix(shift)
    fraction = String(fraction.dropFirst(shift))
    let wholeDigits = String(moved.drop { $0 == "0" })
    return sign + (wholeDigits.isEmpty ? "0" : wholeDigits) + (fraction.isEmpty ? "" : "." + fraction)
      + random.pick(["e", "E"]) + (shift == 0 ? random.pick(["", "+", "-"]) : "-") + String(shift)
  }
}
