/// An instant as the spec words it (`orders.sort.instant-forms`), read character by character
/// with no date or number parser: a date and a time with seconds (`2026-01-01T09:00:00`), an
/// optional fraction of a second (`.` and one or more digits) and `Z` or a `±hh:mm` offset. The
/// date must be one the calendar has and the time one a day has (00:00:00 to 23:59:59); the offset
/// hours are 00 to 23 and its minutes 00 to 59. Anything else is not an instant.
struct ReferenceInstant: Equatable {
  /// Whole seconds since 1970-01-01T00:00:00Z (negative before it).
  let seconds: Int
  /// The digits of the fraction of a second, without trailing zeros (empty for none).
  let fraction: String

  /// The instant `text` names, or nil.
  init?(_ text: String) {
    let characters = Array(text)
    let template = Array("dddd-dd-ddTdd:dd:dd")
    guard characters.count > template.count else { return nil }
    var numbers: [Int] = []
    var current: Int?
    for (character, expected) in zip(characters, template) {
      if expected == "d" {
        guard let digit = Self.digit(character) else { return nil }
        current = (current ?? 0) * 10 + digit
      } else {
        guard character == expected, let number = current else { return nil }
        numbers.append(number)
        current = nil
      }
    }
    numbers.append(current!)
    let (year, month, day, hour, minute, second) =
      (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])

    var rest = characters[template.count...]
    var fraction = ""
    if rest.first == "." {
      rest.removeFirst()
      while let first = rest.first, Self.digit(first) != nil {
        fraction.append(first)
        rest.removeFirst()
      }
      guard !fraction.isEmpty else { return nil }
    }
    guard let offset = Self.offsetSeconds(String(rest)) else { return nil }

    guard (1...12).contains(month), (1...ReferenceCalendar.days(inMonth: month, year: year)).contains(day),
      (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
    else { return nil }
    let days = ReferenceCalendar.daysSince1970(year: year, month: month, day: day)
    seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    while fraction.last == "0" { fraction.removeLast() }
    self.fraction = fraction
  }

  /// `Z` is 0; `+hh:mm` and `-hh:mm` are their seconds east of UTC; anything else is nil.
  private static func offsetSeconds(_ zone: String) -> Int? {
    if zone == "Z" { return 0 }
    let characters = Array(zone)
    guard characters.count == 6, characters[0] == "+" || characters[0] == "-", characters[3] == ":",
      let h1 = digit(characters[1]), let h2 = digit(characters[2]),
      let m1 = digit(characters[4]), let m2 = digit(characters[5])
    else { return nil }
    let hours = h1 * 10 + h2
    let minutes = m1 * 10 + m2
    guard hours <= 23, minutes <= 59 else { return nil }
    return (characters[0] == "+" ? 1 : -1) * (hours * 3_600 + minutes * 60)
  }

  /// The value of an ASCII digit, nil for any other character (other scripts' digits too).
  static func digit(_ character: Character) -> Int? {
    asciiDigits.firstIndex(of: character)
  }

  private static let asciiDigits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]

  /// The instant's time since 1970 as a `Double`: the whole seconds, plus the fraction's first
  /// nine digits added up one by one.
  var secondsSince1970: Double {
    var value = 0.0
    var scale = 0.1
    for character in fraction.prefix(9) {
      value += Double(Self.digit(character)!) * scale
      scale /= 10
    }
    return Double(seconds) + value
  }

  /// Whether `self` is a later instant than `other`: more whole seconds, or as many and a larger
  /// fraction, compared digit by digit.
  func isLater(than other: ReferenceInstant) -> Bool {
    if seconds != other.seconds { return seconds > other.seconds }
    let width = max(fraction.count, other.fraction.count)
    func padded(_ digits: String) -> String { digits + String(repeating: "0", count: width - digits.count) }
    return padded(fraction) > padded(other.fraction)
  }
}
