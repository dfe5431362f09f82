/// The sites of one line other than a removed call: conditions, comparisons, returned or assigned
/// collections, and boolean literals.
struct LineSites {
  let mask: SourceMask
  let line: Int
  let tokens: [LineToken]

  private static let comparisons: [String: (swapped: String, kind: MutationOperator)] = [
    "==": ("!=", .swapEquality), "!=": ("==", .swapEquality),
    "<": ("<=", .swapOrdering), "<=": ("<", .swapOrdering),
    ">": (">=", .swapOrdering), ">=": (">", .swapOrdering),
  ]

  // MARK: - Conditions

  /// The sites of an `if`, `else if`, `guard` or `while` line, or nil when the line is not one.
  func conditionSites(claimed: inout [Range<Int>]) -> [MutationSite]? {
    var start = 0
    while start < tokens.count, tokens[start].text == "}" || tokens[start].text == "else" { start += 1 }
    guard start < tokens.count, ["if", "guard", "while"].contains(tokens[start].text) else { return nil }
    let keyword = tokens[start].text
    let rest = Array(tokens[(start + 1)...])
    let depths = rest.depths
    let end =
      keyword == "guard"
      ? rest.indices.first { rest[$0].text == "else" && depths[$0] == 0 }
      : rest.indices.first { rest[$0].text == "{" && depths[$0] == 0 }
    guard let end, end > 0 else { return [] }
    let condition = Array(rest[..<end])
    let conditionDepths = condition.depths
    let refused: Set<String> = ["let", "var", "case", "try", "await", "{", "#available", "#unavailable"]
    guard condition.isBalanced, !condition.contains(where: { refused.contains($0.text) }),
      !condition.indices.contains(where: { condition[$0].text == "," && conditionDepths[$0] == 0 })
    else { return [] }
    let range = condition.first!.range.lowerBound..<condition.last!.range.upperBound
    let text = mask.text(range)
    var sites: [MutationSite] = []
    if keyword == "guard", end + 2 < rest.count, rest[end + 1].text == "{", rest[end + 2].text == "return",
      rest.last?.text == "}"
    {
      sites.append(
        MutationSite(
          mutationOperator: .deleteGuard, line: line,
          edits: {
            [SchemaEdit(range: range, kind: .wrap(prefix: "(\(SchemaName.isOn($0)) ? true : ", suffix: ")"))]
          },
          mutatedLine: ""))
    }
    sites.append(
      MutationSite(
        mutationOperator: .negateCondition, line: line,
        edits: { id in
          [
            SchemaEdit(
              range: range, kind: .wrap(prefix: "(\(SchemaName.isOn(id)) ? !(\(text)) : ", suffix: ")"))
          ]
        },
        mutatedLine: mutatedLine(replacing: range, with: "!(\(text))")))
    sites += comparisonSites(in: condition, claimed: &claimed)
    return sites
  }

  // MARK: - Returns and assignments

  /// The sites of a `return`, an assignment or a declaration with a value on one line.
  func expressionSites(
    enclosing: ScopeStack.Scope?, arrays: [String: CollectionKind], claimed: inout [Range<Int>]
  ) -> [MutationSite]? {
    guard let first = tokens.first else { return nil }
    let depths = tokens.depths
    var collection: CollectionKind?
    let valueStart: Int
    if first.text == "return" {
      valueStart = 1
      if case .function(_, let returns) = enclosing { collection = returns }
    } else if let equals = tokens.indices.first(where: { tokens[$0].text == "=" && depths[$0] == 0 }) {
      valueStart = equals + 1
      let target = tokens[..<equals].map(\.text)
      if target.count == 1 || (target.count == 3 && target[0] == "self" && target[1] == ".") {
        collection = arrays[target.last!]
      }
    } else {
      return nil
    }
    let value = Array(tokens[valueStart...])
    // An `if` or `switch` expression cannot be an operand.
    guard let head = value.first, head.text != "if", head.text != "switch", let last = value.last,
      value.isBalanced, last.kind != .symbol, last.kind != .open,
      last.text != ",", last.text != ".", !followedByContinuation()
    else { return nil }
    var sites = comparisonSites(in: value, claimed: &claimed)
    let range = value.first!.range.lowerBound..<last.range.upperBound
    let text = mask.text(range)
    if let collection, text != "[]", text != "[:]",
      !value.contains(where: { $0.text == "try" || $0.text == "await" })
    {
      let empty = collection.emptyLiteral
      sites.append(
        MutationSite(
          mutationOperator: .emptyCollection, line: line,
          edits: { id in
            [
              SchemaEdit(
                range: range, kind: .wrap(prefix: "(\(SchemaName.isOn(id)) ? \(empty) : ", suffix: ")"))
            ]
          },
          mutatedLine: mutatedLine(replacing: range, with: empty)))
    }
    return sites
  }

  // MARK: - Comparisons

  /// One site per `&&`/`||` clause of `expression` that is one comparison (`a == b`, `n < limit`).
  func comparisonSites(in expression: [LineToken], claimed: inout [Range<Int>]) -> [MutationSite] {
    let depths = expression.depths
    var clauses: [[LineToken]] = [[]]
    for (index, token) in expression.enumerated() {
      if depths[index] == 0, token.text == "&&" || token.text == "||" {
        clauses.append([])
      } else {
        clauses[clauses.count - 1].append(token)
      }
    }
    var sites: [MutationSite] = []
    for clause in clauses where !clause.isEmpty {
      let clauseDepths = clause.depths
      let top = clause.indices.filter { clauseDepths[$0] == 0 }
      let operators = top.filter {
        Self.comparisons[clause[$0].text] != nil && clause[$0].spaceBefore && clause[$0].spaceAfter
      }
      let ternary = top.contains {
        clause[$0].text == "?" && clause[$0].spaceBefore || clause[$0].text == ":"
      }
      guard operators.count == 1, let index = operators.first, index > 0, index < clause.count - 1, !ternary,
        !clause.contains(where: { ["try", "await", "=", "->"].contains($0.text) })
      else { continue }
      let symbol = clause[index]
      let (swapped, kind) = Self.comparisons[symbol.text]!
      let range = clause.first!.range.lowerBound..<clause.last!.range.upperBound
      let left = mask.text(clause.first!.range.lowerBound..<clause[index - 1].range.upperBound)
      let right = mask.text(clause[index + 1].range.lowerBound..<clause.last!.range.upperBound)
      claimed.append(range)
      sites.append(
        MutationSite(
          mutationOperator: kind, line: line,
          edits: { id in
            let text =
              "(\(SchemaName.isOn(id)) ? \(left) \(swapped) \(right) : \(left) \(symbol.text) \(right))"
            return [SchemaEdit(range: range, kind: .replace(text))]
          },
          mutatedLine: mutatedLine(replacing: symbol.range, with: swapped)))
    }
    return sites
  }

  // MARK: - Boolean literals

  /// One site per `true` or `false` outside `claimed`, unless the line declares a function or is
  /// a `case`, or the literal is a default argument.
  func booleanSites(excluding claimed: [Range<Int>], inBrackets: Bool) -> [MutationSite] {
    let refused: Set<String> = ["func", "init", "subscript", "case", "@"]
    guard !tokens.contains(where: { refused.contains($0.text) || $0.text.hasPrefix("@") }) else { return [] }
    return tokens.indices.filter { index in
      let token = tokens[index]
      // A default argument of a declaration spread over lines keeps its literal.
      let isDefault = inBrackets && index > 0 && tokens[index - 1].text == "="
      return (token.text == "true" || token.text == "false") && !isDefault
        && !claimed.contains { $0.contains(token.range.lowerBound) }
    }.map { index in
      let token = tokens[index]
      let flipped = token.text == "true" ? "false" : "true"
      return MutationSite(
        mutationOperator: .flipBoolean, line: line,
        edits: { id in
          [
            SchemaEdit(
              range: token.range, kind: .replace("(\(SchemaName.isOn(id)) ? \(flipped) : \(token.text))"))
          ]
        },
        mutatedLine: mutatedLine(replacing: token.range, with: flipped))
    }
  }

  // MARK: - Helpers

  /// The line with `range` replaced by `text`, trimmed.
  private func mutatedLine(replacing range: Range<Int>, with text: String) -> String {
    let lineRange = mask.range(ofLine: line)
    let before = mask.text(lineRange.lowerBound..<range.lowerBound)
    let after = mask.text(min(range.upperBound, lineRange.upperBound)..<lineRange.upperBound)
    return (before + text + after).trimmingSpaces
  }

  /// Whether the next code line continues this one (`.chained`, `+ more`, a trailing closure).
  private func followedByContinuation() -> Bool {
    var next = line + 1
    while next <= mask.lineCount {
      let following = LineToken.tokens(in: mask.masked, mask.range(ofLine: next))
      if let first = following.first {
        return first.text == "." || first.kind == .symbol || first.text == "{"
      }
      next += 1
    }
    return false
  }
}
