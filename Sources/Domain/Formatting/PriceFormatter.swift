/// Formats money as `$1,299.00`: a dollar sign, thousands separated by `,`, two decimals.
///
/// Written by hand rather than with a locale-aware formatter so the text is the same on every
/// machine, whatever its locale.
public enum PriceFormatter {
  public static func format(_ money: Money) -> String {
    let sign = money.cents < 0 ? "-" : ""
    let magnitude = money.cents.magnitude
    let dollars = String(magnitude / 100)
    let cents = magnitude % 100
    return "\(sign)$\(groupThousands(dollars)).\(cents < 10 ? "0" : "")\(cents)"
  }

  private static func groupThousands(_ digits: String) -> String {
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.insert(digits[start..<end], at: 0)
      end = start
    }
    return groups.joined(separator: ",")
  }
}
