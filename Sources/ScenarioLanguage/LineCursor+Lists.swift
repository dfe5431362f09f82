/// Reading the comma-separated lists of the v2 assertions: service calls, navigation events, rows.
extension LineCursor {
  /// The rest of the line as items separated by commas outside parentheses, each with the column
  /// where it starts (`setFavorite(p2, on), fetchOrders` is two items). Quoted words are refused.
  ///
  /// `quotedAfter` names the first words after which an item may end in one quoted text (a link
  /// with `#`, `,` or spaces: `deeplink.open "app://x#y"`); a comma or the end of the line must
  /// follow it.
  mutating func commaItems(
    expected: String, example: String, quotedAfter: Set<String> = []
  ) throws(ScenarioDiagnostic) -> [(
    text: String, column: Int
  )] {
    var items: [(text: String, column: Int)] = []
    var words: [String] = []
    var start: Int?
    var depth = 0
    var afterQuote: Token?
    func close(at column: Int) throws(ScenarioDiagnostic) {
      guard let first = start, !words.isEmpty else {
        throw diagnostic(
          at: column, .missing(expected: expected, after: previous?.written ?? "", example: example))
      }
      items.append((words.joined(separator: " "), first))
      words = []
      start = nil
    }
    while let token = next() {
      if let quote = afterQuote, token.isQuoted || !token.text.hasPrefix(",") {
        throw diagnostic(
          at: token, .unexpected(token.written, after: quote.written, expected: "`,`", suggestion: nil))
      }
      afterQuote = nil
      if token.isQuoted, depth == 0, words.count == 1, quotedAfter.contains(words[0]) {
        words.append(token.text)
        afterQuote = token
        continue
      }
      guard !token.isQuoted else {
        throw diagnostic(at: token, .quotedListItem(token.written, expected: expected))
      }
      // One pass over the token, its column counted along: a line of 70,000 items stays linear.
      var word = ""
      var column = token.column
      for character in token.text {
        defer { column += 1 }
        if character == "(" { depth += 1 }
        if character == ")" { depth = max(0, depth - 1) }
        guard character == "," && depth == 0 else {
          if start == nil { start = column }
          word.append(character)
          continue
        }
        if !word.isEmpty { words.append(word) }
        word = ""
        try close(at: column)
      }
      if !word.isEmpty { words.append(word) }
    }
    try close(at: endColumn)
    return items
  }

  /// `expect-calls` items, each a call as the trace writes it, optionally after `cancelled`.
  mutating func calls(
    example: String = "expect-calls fetchProduct(p2), setFavorite(p2, on)"
  ) throws(ScenarioDiagnostic) -> [String] {
    let items = try commaItems(expected: "a service call", example: example)
    return try items.map { item throws(ScenarioDiagnostic) in
      guard CallSyntax.isCall(item.text) else { throw diagnostic(at: item.column, .badCall(item.text)) }
      return item.text
    }
  }

  /// `expect-navigation` items, each a navigation event as the trace writes it.
  mutating func navigationEvents() throws(ScenarioDiagnostic) -> [String] {
    let items = try commaItems(
      expected: "a navigation event",
      example: "expect-navigation pop-to-root products.list, select-tab orders",
      quotedAfter: ["deeplink.open", "deeplink.rejected"])
    return try items.map { item throws(ScenarioDiagnostic) in
      let kind = String(item.text.prefix { $0 != " " })
      guard ScenarioVocabulary.navigationEvents.contains(kind), item.text.count > kind.count + 1 else {
        throw diagnostic(at: item.column, .badNavigationEvent(item.text))
      }
      return item.text
    }
  }

  /// `expect-order` items, each a row's element id.
  mutating func rowList(list: String) throws(ScenarioDiagnostic) -> [String] {
    let example = "expect-order \(ShownText.shown(list)) product.p2, product.p1"
    let items = try commaItems(expected: "a row id", example: example)
    return try items.map { item throws(ScenarioDiagnostic) in
      guard ValueSyntax.isIdentifier(item.text) else {
        throw diagnostic(at: item.column, .badIdentifier(item.text, kind: "row"))
      }
      return item.text
    }
  }

  /// A whole number from 0 (a count of rows).
  mutating func count(example: String) throws(ScenarioDiagnostic) -> Int {
    let token = try require("a count", example: example)
    guard !token.isQuoted, token.text.count <= 9, token.text.allSatisfy(\.isASCII),
      let count = Int(token.text),
      count >= 0
    else { throw diagnostic(at: token, .badCount(token.written)) }
    return count
  }
}

/// The shape of a service call as the trace writes it: `fetchProducts`, `fetchProduct(p2)`,
/// `setFavorite(p2, on)`, `store.save(r1)`, each optionally after `cancelled `.
enum CallSyntax {
  static func isCall(_ text: String) -> Bool {
    var call = Substring(text)
    if call.hasPrefix("cancelled ") { call = call.dropFirst("cancelled ".count) }
    let name = String(call.prefix { $0 != "(" })
    guard let shape = ScenarioVocabulary.callShapes[name] else { return false }
    let rest = call.dropFirst(name.count)
    guard !shape.isEmpty else { return rest.isEmpty }
    guard rest.hasPrefix("("), rest.hasSuffix(")") else { return false }
    let arguments = rest.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingPrefix(" ") }
    guard arguments.count == shape.count, ValueSyntax.isWord(arguments[0]) else { return false }
    return shape.count == 1 || arguments[1] == "on" || arguments[1] == "off"
  }

  /// A method name as calls are counted by it (`fetchProduct`, `store.save`), optionally after
  /// `cancelled `.
  static func isMethod(_ text: String) -> Bool {
    let name = text.hasPrefix("cancelled ") ? String(text.dropFirst("cancelled ".count)) : text
    return ScenarioVocabulary.callShapes[name] != nil
  }
}
