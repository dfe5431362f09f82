import Domain

/// Reading the values of `expect-call-count` and `expect-record`.
extension LineCursor {
  /// `CALL N`: a call as the trace writes it (spaces allowed: `setFavorite(p2, on)`), or a method
  /// name, then a count.
  mutating func callCount() throws(ScenarioDiagnostic) -> Step.Action {
    let example = "expect-call-count fetchProducts 2"
    let first = try require("a service call", example: example)
    var words = [first]
    while let token = next() { words.append(token) }
    guard words.count > 1, let last = words.last else {
      throw diagnostic(
        at: endColumn, .missing(expected: "a count", after: first.written, example: example))
    }
    let call = words.dropLast().map(\.written).joined(separator: " ")
    if let quoted = words.dropLast().first(where: \.isQuoted) {
      throw diagnostic(at: quoted, .quotedListItem(quoted.written, expected: "a service call"))
    }
    guard CallSyntax.isCall(call) || CallSyntax.isMethod(call) else {
      throw diagnostic(at: first, .badCountedCall(call))
    }
    guard !last.isQuoted, let count = ValueSyntax.number(last.text, in: 0...999_999_999) else {
      throw diagnostic(at: last, .badCount(last.written))
    }
    return .expectCallCount(call: call, count: count)
  }

  /// `ID [height N] [weight N] [standard S]`, the fields in any order, each at most once.
  mutating func recordExpectation() throws(ScenarioDiagnostic) -> RecordExpectation {
    let example = "expect-record r1 height 180 weight 75 standard WHO"
    let id = try require("a record id", example: example)
    guard !id.isQuoted, ValueSyntax.isWord(id.text[...]) else {
      throw diagnostic(at: id, .badIdentifier(id.written, kind: "record"))
    }
    let fields = ["height", "weight", "standard"]
    var values: [String: (token: Token, value: String)] = [:]
    while let field = peek {
      guard !field.isQuoted, fields.contains(field.text) else {
        try expectEnd(expected: "`height`, `weight` or `standard`", choices: fields)
        break
      }
      _ = next()
      if values[field.text] != nil { throw diagnostic(at: field, .duplicateRecordField(field.text)) }
      let value = try require(
        field.text == "standard" ? "a standard" : "a number",
        example: "\(field.text) \(field.text == "standard" ? "WHO" : "180")")
      values[field.text] = (value, value.text)
      if field.text == "standard" {
        let names = BMIStandard.allCases.map(\.rawValue)
        guard !value.isQuoted, names.contains(value.text) else {
          let suggestion =
            names.first { $0.lowercased() == value.text.lowercased() }
            ?? Suggestion.closest(to: value.text, in: names)
          throw diagnostic(at: value, .unknownStandard(value.written, suggestion: suggestion))
        }
      } else if value.isQuoted || ValueSyntax.measure(value.text) == nil {
        throw diagnostic(at: value, .badMeasure(value.written))
      }
    }
    func measure(_ field: String) -> RecordExpectation.Measure? {
      values[field].flatMap { entry in
        ValueSyntax.measure(entry.value).map { .init(written: entry.value, value: $0) }
      }
    }
    return RecordExpectation(
      id: id.text, height: measure("height"), weight: measure("weight"), standard: values["standard"]?.value)
  }
}
