import Domain

extension DeepLink {
  /// The parameters a BMI reading link may carry.
  private static let readingParameters: Set<Substring> = ["height", "weight", "standard"]

  /// Parses the query of `app://bmi?…`: `height` and `weight` exactly once each and `standard` at
  /// most once, as `name=value` joined by `&` in any order. A field's value is one or more ASCII
  /// digits, `.` or `,`, passed on as typed text (the form judges it); a standard's is a
  /// standard's name (`WHO`, `Taiwan`). Nil for anything else.
  static func parseBMIReading(query: Substring) -> DeepLink? {
    var values: [Substring: Substring] = [:]
    for parameter in query.split(separator: "&", omittingEmptySubsequences: false) {
      guard let equals = parameter.firstIndex(of: "=") else { return nil }
      let name = parameter[..<equals]
      let value = parameter[parameter.index(after: equals)...]
      guard readingParameters.contains(name), values[name] == nil, !value.isEmpty else { return nil }
      values[name] = value
    }
    guard let height = values["height"], isFieldText(height),
      let weight = values["weight"], isFieldText(weight)
    else { return nil }
    var standard: BMIStandard?
    if let name = values["standard"] {
      guard let named = BMIStandard(rawValue: String(name)) else { return nil }
      standard = named
    }
    return .bmiReading(height: String(height), weight: String(weight), standard: standard)
  }

  private static func isFieldText(_ text: Substring) -> Bool {
    text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
  }
}
