/// Finds the mutation sites of one file, line by line, in the order of their lines.
struct SiteFinder {
  let mask: SourceMask

  /// Words that start a statement that is not a call.
  static let keywords: Set<String> = [
    "return", "let", "var", "if", "guard", "else", "for", "while", "switch", "case", "default", "do",
    "defer", "throw", "break", "continue", "func", "init", "deinit", "import", "class", "struct", "enum",
    "protocol", "extension", "actor", "typealias", "static", "private", "fileprivate", "internal", "public",
    "open", "final", "override", "weak", "unowned", "lazy", "mutating", "nonisolated", "repeat", "catch",
    "fatalError", "preconditionFailure", "assertionFailure", "in", "true", "false", "nil", "subscript",
    "associatedtype", "fallthrough", "convenience", "required", "some", "any",
  ]

  /// Every site of the file.
  func sites() -> [MutationSite] {
    let arrays = CollectionProperties.find(in: mask)
    var scopes = ScopeStack()
    var sites: [MutationSite] = []
    var conditionalDepth = 0
    var previousLast: LineToken?
    var line = 1
    while line <= mask.lineCount {
      let tokens = LineToken.tokens(in: mask.masked, mask.range(ofLine: line))
      defer { line += 1 }
      guard let first = tokens.first else { continue }
      if first.text.hasPrefix("#if") { conditionalDepth += 1 }
      if first.text.hasPrefix("#endif") { conditionalDepth -= 1 }
      let enclosing = scopes.innermostDeclaration
      let inBrackets = !scopes.isStatementPosition
      let mayReturnImplicitly = scopes.mayReturnImplicitly
      let inViewBuilder = scopes.isInViewBuilder
      let opensBody = previousLast.map { $0.text == "{" || $0.text == "in" || $0.text == ":" } ?? false
      // A line after `=`, `,` or an operator goes on with the line before: it starts no statement.
      let startsStatement =
        !inBrackets && !(previousLast.map { $0.kind == .symbol || $0.text == "," } ?? false)
      scopes.update(with: tokens)
      previousLast = tokens.last
      guard conditionalDepth == 0, !first.text.hasPrefix("#"), !mask.unsafeLines.contains(line) else {
        continue
      }
      var lineSites: [MutationSite] = []
      var claimed: [Range<Int>] = []
      let finder = LineSites(mask: mask, line: line, tokens: tokens)
      if let condition = finder.conditionSites(claimed: &claimed) {
        lineSites += condition
      } else if startsStatement,
        let expression = finder.expressionSites(enclosing: enclosing, arrays: arrays, claimed: &claimed)
      {
        lineSites += expression
      }
      // A call alone in its body may be the body's value, so it stays; in a view builder, a view
      // alone in a branch or a closure is removed all the same (the builder takes an empty `if`).
      if startsStatement, let call = callSite(at: line, tokens: tokens),
        !(mayReturnImplicitly && opensBody && closesBody(after: call))
          || inViewBuilder && Self.startsWithTypeName(tokens)
      {
        lineSites.insert(call.site, at: 0)
      }
      lineSites += finder.booleanSites(excluding: claimed, inBrackets: inBrackets)
      sites += lineSites
    }
    return sites
  }

  /// Whether a statement starts with a type's name (`Text(…)`, `ProgressView()`): in a view
  /// builder, a view. A call of a function or method alone in a closure there (`.map { make($0) }`)
  /// may be the closure's value, which a builder does not build.
  private static func startsWithTypeName(_ tokens: [LineToken]) -> Bool {
    tokens.first.map { $0.kind == .word && $0.text.first?.isUppercase == true } ?? false
  }

  /// Whether the code line after `call` closes its body: with the line before opening it, the call
  /// is the body's one statement, and maybe its implicit return value.
  private func closesBody(after call: (site: MutationSite, lastLine: Int)) -> Bool {
    var next = call.lastLine + 1
    while next <= mask.lineCount {
      if let first = LineToken.tokens(in: mask.masked, mask.range(ofLine: next)).first {
        return ["}", "case", "default", "@"].contains(first.text)
      }
      next += 1
    }
    return false
  }

  /// The call statement starting at `line`, if the line starts one (it may span lines), and its
  /// last line.
  private func callSite(at line: Int, tokens firstLine: [LineToken]) -> (site: MutationSite, lastLine: Int)? {
    var tokens = firstLine
    var last = line
    var depth = firstLine.reduce(0) { $0 + ($1.kind == .open ? 1 : $1.kind == .close ? -1 : 0) }
    guard depth >= 0 else { return nil }
    while depth > 0 {
      last += 1
      guard last <= mask.lineCount, last - line < 12, !mask.unsafeLines.contains(last) else { return nil }
      let more = LineToken.tokens(in: mask.masked, mask.range(ofLine: last))
      tokens += more
      for token in more {
        if token.kind == .open { depth += 1 }
        if token.kind == .close { depth -= 1 }
      }
    }
    guard CallShape.isCallStatement(tokens), !continues(after: last) else { return nil }
    let start = tokens.first!.range.lowerBound
    let end = tokens.last!.range.upperBound
    let site = MutationSite(
      mutationOperator: .removeCall, line: line,
      edits: { id in
        [SchemaEdit(range: start..<end, kind: .wrap(prefix: "if !\(SchemaName.isOn(id)) { ", suffix: " }"))]
      },
      mutatedLine: "")
    return (site, last)
  }

  /// Whether the statement ending on `line` goes on on the next code line (`.chained()`, `+ x`).
  private func continues(after line: Int) -> Bool {
    var next = line + 1
    while next <= mask.lineCount {
      let tokens = LineToken.tokens(in: mask.masked, mask.range(ofLine: next))
      if let first = tokens.first {
        return first.text == "." || first.kind == .symbol || first.text == "{"
      }
      next += 1
    }
    return false
  }
}

/// Whether tokens are a call statement: `[try] [await] name(.name | ?.name | (…))* (…)`.
enum CallShape {
  static let excludedCallees: Set<String> = ["super.init", "self.init", "init", "super.deinit"]

  static func isCallStatement(_ all: [LineToken]) -> Bool {
    var tokens = all[...]
    while let first = tokens.first, first.text == "try" || first.text == "await" {
      tokens = tokens.dropFirst()
    }
    guard let first = tokens.first, first.kind == .word, !SiteFinder.keywords.contains(first.text),
      first.text.first.map({ !$0.isNumber && $0 != "\"" && $0 != "#" && $0 != "$" }) ?? false,
      tokens.last?.text == ")", Array(tokens).isBalanced
    else { return false }
    let list = Array(tokens)
    let depths = list.depths
    var callee = ""
    var sawCall = false
    for (index, token) in list.enumerated() where depths[index] == 0 {
      switch token.kind {
      case .word:
        if index > 0, list[index - 1].kind != .punctuation { return false }
        if !sawCall { callee += token.text }
      case .punctuation:
        guard token.text == "." else { return false }
        if !sawCall { callee += "." }
      case .symbol:
        guard token.text == "?" || token.text == "!", !token.spaceBefore else { return false }
      case .open:
        guard token.text != "{", !token.spaceBefore || index == 0 else { return false }
        if token.text == "(" { sawCall = true }
      case .close:
        break
      }
    }
    return sawCall && !excludedCallees.contains(callee)
  }
}
