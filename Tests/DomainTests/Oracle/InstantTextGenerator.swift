/// `created_at` texts for the oracle: instants in every form the spec allows, and near misses that
/// differ from one by a little (30 February, 29 February of 1900, hour 24, an offset without its
/// colon, a lower-case `z`, a digit of another script, a space at an end …).
enum InstantTextGenerator {
  /// Years where the calendar's rules meet: the first and last four-digit ones, the Gregorian
  /// reform, the century years that are and are not leap years, the Unix epoch, now.
  static let notableYears = [
    0, 1, 4, 100, 400, 1582, 1600, 1899, 1900, 1969, 1970, 2000, 2024, 2025, 2026, 2100, 9999,
  ]

  /// A text that is often an instant and often nearly one.
  static func text(_ random: inout OracleRandom) -> String {
    let written = instant(&random, wellFormed: random.chance(55))
    return random.chance(30) ? mutated(written, &random) : written
  }

  /// The part of an instant a near miss spoils.
  enum Part: CaseIterable {
    case month, day, hour, minute, second, fraction, zone
  }

  /// An instant written as the spec allows; with `wellFormed` false, one of its parts is off by a
  /// little (month 13, 29 February of a common year, day 31 of a short month, hour 24, second 60,
  /// a `.` without digits, an offset without its colon or of 24 hours …).
  static func instant(
    _ random: inout OracleRandom, wellFormed: Bool, fractionDigits: ClosedRange<Int> = 1...12
  )
    -> String
  {
    let spoiled = wellFormed ? nil : random.pick(Part.allCases)
    let year = random.chance(50) ? random.pick(notableYears) : random.int(0...9999)
    let month = spoiled == .month ? random.pick([0, 13, 19, 99]) : random.int(1...12)
    let lastDay = ReferenceCalendar.days(inMonth: min(max(month, 1), 12), year: year)
    let day =
      spoiled == .day
      ? random.pick([0, lastDay + 1, 29, 30, 31, 32, 99])
      : (random.chance(30) ? lastDay : random.int(1...lastDay))
    let hour = spoiled == .hour ? random.pick([24, 25, 99]) : random.int(0...23)
    let minute = spoiled == .minute ? random.pick([60, 99]) : random.int(0...59)
    let second = spoiled == .second ? random.pick([60, 61, 99]) : random.int(0...59)
    var text = "\(pad(year, 4))-\(pad(month))-\(pad(day))T\(pad(hour)):\(pad(minute)):\(pad(second))"
    if spoiled == .fraction {
      text += random.pick([".", ",5", ".5.5", ". 5", ".٥"])
    } else if random.chance(40) {
      text += "." + random.digits(random.int(fractionDigits))
    }
    text += zone(&random, wellFormed: spoiled != .zone)
    return text
  }

  /// `Z` or `±hh:mm`; when not `wellFormed`, a form the spec does not allow.
  static func zone(_ random: inout OracleRandom, wellFormed: Bool) -> String {
    let sign = random.pick(["+", "-"])
    let hours = pad(random.pick([0, 1, 5, 9, 12, 14, 23]))
    let minutes = pad(random.pick([0, 30, 45, 59]))
    if wellFormed {
      return random.chance(50) ? "Z" : "\(sign)\(hours):\(minutes)"
    }
    return random.pick([
      "z", "", " Z", "\(sign)24:00", "\(sign)99:00", "\(sign)\(hours):60", "\(sign)\(hours)\(minutes)",
      "\(sign)\(hours)", "\(sign)\(hours):\(minutes):00", "\(sign)\(hours.dropFirst()):\(minutes)", "UTC",
      "+",
      "Z\u{301}", "\u{2212}\(hours):\(minutes)", "Z\(sign)\(hours):\(minutes)",
    ])
  }

  /// `text` with one small change: a character replaced, dropped, doubled or added, a case
  /// changed, or a space, a digit of another script or a combining mark put in.
  static func mutated(_ text: String, _ random: inout OracleRandom) -> String {
    var characters = Array(text)
    guard !characters.isEmpty else { return text }
    let at = random.int(0...characters.count - 1)
    let replacements: [Character] = [
      "t", "z", " ", "\t", "-", ":", ".", ",", "/", "0", "9", "٢", "２", "T", "Z", "+", "\u{A0}",
    ]
    switch random.int(0...6) {
    case 0: characters[at] = random.pick(replacements)
    case 1: characters.remove(at: at)
    case 2: characters.insert(characters[at], at: at)
    case 3: characters.insert(random.pick(replacements), at: at)
    case 4: characters = Array(text.lowercased())
    case 5: return random.pick([" ", "\t", "\n", "+", "-", "0"]) + text
    default: return text + random.pick([" ", "\n", "0", "Z", "\u{301}", ".5"])
    }
    return String(characters)
  }

  static func pad(_ number: Int, _ width: Int = 2) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
