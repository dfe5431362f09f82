/// The brackets open before a line, with what each `{` opens, so the mutator knows whether a line
/// starts a statement and which function a `return` returns from.
struct ScopeStack {
  /// What an open bracket opens.
  enum Scope: Equatable {
    /// `(` or `[`: a line inside starts no statement.
    case bracket
    /// The body of `if`, `else`, `guard`, `for`, `while`, `switch`, `do`, `defer`, `repeat`, `catch`.
    case control
    /// A type or extension body.
    case type
    /// A function, accessor or computed property body: whether it returns a value, and the
    /// collection it returns, if it returns one.
    case function(returnsValue: Bool, collection: CollectionKind?)
    /// A closure, or anything else.
    case closure
  }

  private(set) var scopes: [Scope] = []
  /// For each open scope, whether it is part of a view builder: a view's `body` (any declaration
  /// of type `some View`, or marked `@ViewBuilder`), and the closures and control-flow bodies
  /// inside it (a nested function or type is not).
  private var builderFlags: [Bool] = []

  /// Whether the next line is in a view builder, where a result builder turns each statement into
  /// a child view and accepts an `if` without `else` (`buildIf`): removing a view there compiles.
  var isInViewBuilder: Bool { builderFlags.last ?? false }

  /// Whether a line starting now starts a statement (it is not inside parentheses or brackets).
  var isStatementPosition: Bool { scopes.last != .bracket }

  /// The innermost scope that is not a control-flow body: what a `return` returns from.
  var innermostDeclaration: Scope? { scopes.last { $0 != .control } }

  /// Whether the body the next line is in may return its one expression implicitly (a closure,
  /// or a function, getter or computed property that returns a value).
  var mayReturnImplicitly: Bool {
    switch scopes.last {
    case .closure, .function(returnsValue: true, _): true
    // A branch of an `if` or `switch` that a value-returning body may return as an expression.
    case .control:
      switch innermostDeclaration {
      case .closure, .function(returnsValue: true, _): true
      default: false
      }
    default: false
    }
  }

  /// Opens and closes the brackets of a line.
  mutating func update(with tokens: [LineToken]) {
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .open:
        let before = Array(tokens[..<index])
        let scope = token.text == "{" ? Self.classify(before: before) : .bracket
        let isBuilder =
          switch scope {
          case .function: Self.declaresViewBuilder(before)
          case .closure, .control: isInViewBuilder
          case .bracket, .type: false
          }
        scopes.append(scope)
        builderFlags.append(isBuilder)
      case .close:
        if !scopes.isEmpty { scopes.removeLast() }
        if !builderFlags.isEmpty { builderFlags.removeLast() }
      default:
        break
      }
    }
  }

  private static let controlWords: Set<String> = [
    "if", "else", "guard", "for", "while", "switch", "do", "defer", "repeat", "catch",
  ]
  private static let typeWords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]
  private static let accessorWords: Set<String> = ["init", "deinit", "didSet", "willSet", "set", "get"]

  /// Whether the declaration whose body `tokens` open builds views: its type is `some View`
  /// (`some HeadlessSwiftUI.View`), or it is marked `@ViewBuilder` on the same line.
  private static func declaresViewBuilder(_ tokens: [LineToken]) -> Bool {
    if tokens.contains(where: { $0.text == "ViewBuilder" }) { return true }
    guard let some = tokens.lastIndex(where: { $0.text == "some" }) else { return false }
    return tokens[(some + 1)...].last { $0.kind == .word }?.text == "View"
  }

  /// What a `{` opens, from the tokens before it on its line.
  private static func classify(before tokens: [LineToken]) -> Scope {
    let words = tokens.filter { $0.kind == .word }.map(\.text)
    let opener = tokens.last { $0.kind == .close || $0.kind == .word }
    if let arrow = tokens.lastIndex(where: { $0.text == "->" }) {
      let type = Array(tokens[(arrow + 1)...])
      let isVoid = type.first.map {
        $0.text == "Void" || $0.text == "(" && type.count > 1 && type[1].text == ")"
      }
      return .function(returnsValue: !(isVoid ?? false), collection: CollectionKind.of(type))
    }
    if words.contains("func") { return .function(returnsValue: false, collection: nil) }
    if let first = tokens.first(where: { $0.kind == .word }), controlWords.contains(first.text) {
      return .control
    }
    if words.contains(where: typeWords.contains) { return .type }
    if words.contains("var"), let colon = tokens.lastIndex(where: { $0.text == ":" }) {
      return .function(returnsValue: true, collection: CollectionKind.of(Array(tokens[(colon + 1)...])))
    }
    if let opener, opener.kind == .word, accessorWords.contains(opener.text) {
      return .function(returnsValue: opener.text == "get", collection: nil)
    }
    return .closure
  }
}

/// An array or a dictionary type, and its empty literal.
enum CollectionKind: Equatable {
  case array
  case dictionary

  /// `[]` or `[:]`.
  var emptyLiteral: String { self == .array ? "[]" : "[:]" }

  /// The kind of the type spelled by `tokens` (`[Product]`, `[ProductID: Bool]`), or nil when they
  /// spell another type (`Set<…>`, an optional `[Product]?`).
  static func of(_ tokens: [LineToken]) -> CollectionKind? {
    let type = tokens.prefix { !["throws", "async", "where"].contains($0.text) }
    guard let first = type.first, first.text == "[", type.last?.text == "]", Array(type).isBalanced else {
      return nil
    }
    let list = Array(type)
    var depth = 0
    for (index, token) in list.enumerated() {
      if token.kind == .open { depth += 1 }
      if token.kind == .close { depth -= 1 }
      // `[A][B]` or `[A]?` is not one collection type.
      if depth == 0, index < list.count - 1 { return nil }
    }
    let inner = Array(list.dropFirst().dropLast())
    guard !inner.isEmpty else { return nil }
    let depths = inner.depths
    let isDictionary = inner.indices.contains { inner[$0].text == ":" && depths[$0] == 0 }
    return isDictionary ? .dictionary : .array
  }
}

/// The `var NAME: [T]` (or `[K: V]`) properties and variables a file declares.
enum CollectionProperties {
  static func find(in mask: SourceMask) -> [String: CollectionKind] {
    var found: [String: CollectionKind] = [:]
    for line in 1...mask.lineCount {
      let tokens = LineToken.tokens(in: mask.masked, mask.range(ofLine: line))
      for index in tokens.indices where tokens[index].text == "var" && index + 3 < tokens.count {
        let name = tokens[index + 1]
        guard name.kind == .word, tokens[index + 2].text == ":", tokens[index + 3].text == "[" else {
          continue
        }
        var end = index + 3
        var depth = 0
        repeat {
          if tokens[end].kind == .open { depth += 1 }
          if tokens[end].kind == .close { depth -= 1 }
          end += 1
        } while depth > 0 && end < tokens.count
        guard depth == 0 else { continue }
        if end < tokens.count, tokens[end].text == "?" || tokens[end].text == "!" { continue }
        if let kind = CollectionKind.of(Array(tokens[(index + 3)..<end])) { found[name.text] = kind }
      }
    }
    return found
  }
}
