/// Why a mutant cannot change what the program does: an *equivalent* mutant, which no test could
/// kill. Each rule is a documented shape (Docs/Reports.md, "Testability"); a mutant one matches is
/// counted in a column of its own and left out of the score.
public enum EquivalenceRule: String, Codable, CaseIterable, Sendable {
  /// A removed `super.NAME()` whose method the UI stand-in defines with an empty body
  /// (`super.viewDidLoad()`): the call did nothing.
  case emptyBaseCall = "empty-base-call"
  /// A removed `trackLifetime(of:role:)`: it only registers an object with the harness's leak
  /// check, which the app never reads.
  case lifetimeRegistration = "lifetime-registration"
  /// A flipped default (`var isLoading = false`) of a stored property that every initialiser of
  /// its type assigns in a statement of its own body, unconditionally.
  case overwrittenDefault = "overwritten-default"

  /// One line for reports.
  public var explanation: String {
    switch self {
    case .emptyBaseCall: "removes a call to a base method the UI stand-in leaves empty"
    case .lifetimeRegistration: "removes a registration with the leak check, which the app never reads"
    case .overwrittenDefault: "changes a default that every initialiser overwrites"
    }
  }
}

/// A mutant that an ``EquivalenceRule`` matches.
public struct EquivalentMutant: Codable, Equatable, Sendable {
  public var mutant: Mutant
  public var rule: EquivalenceRule

  public init(mutant: Mutant, rule: EquivalenceRule) {
    self.mutant = mutant
    self.rule = rule
  }
}

/// The ``EquivalenceRule``s with what they need to know about the UI stand-in.
public struct EquivalenceRules: Sendable {
  /// The UI stand-in's methods whose bodies are empty (`viewDidLoad`, `prepareForReuse`).
  public var emptyBaseMethods: Set<String>
  /// The functions that only register an object with the leak check.
  public var registrationCalls: Set<String>

  public init(emptyBaseMethods: Set<String>, registrationCalls: Set<String> = ["trackLifetime"]) {
    self.emptyBaseMethods = emptyBaseMethods
    self.registrationCalls = registrationCalls
  }

  /// The methods declared `open func NAME() {}` (no parameters, an empty body on the same line)
  /// in `sources`, the UI stand-in's files.
  public static func emptyMethods(in sources: [String]) -> Set<String> {
    var names: Set<String> = []
    for source in sources {
      for line in source.split(separator: "\n") {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 4 || words.count == 5, words.first == "open", words[1] == "func" else {
          continue
        }
        let rest = words.dropFirst(2).joined(separator: " ")
        guard rest.hasSuffix("() {}") else { continue }
        let name = rest.dropLast("() {}".count)
        if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
          names.insert(String(name))
        }
      }
    }
    return names
  }

  /// The rule `mutant` matches, if any; `source` is the original text of the mutant's file.
  public func rule(for mutant: Mutant, in source: String) -> EquivalenceRule? {
    switch mutant.mutationOperator {
    case .removeCall:
      let call = mutant.original
      if call.hasPrefix("super."), call.hasSuffix("()"),
        emptyBaseMethods.contains(String(call.dropFirst("super.".count).dropLast(2)))
      {
        return .emptyBaseCall
      }
      if let name = Self.calledFunction(call), registrationCalls.contains(name) {
        return .lifetimeRegistration
      }
      return nil
    case .flipBoolean:
      return OverwrittenDefault.matches(line: mutant.line, in: source) ? .overwrittenDefault : nil
    default:
      return nil
    }
  }

  /// `trackLifetime` for `trackLifetime(of: x, role: "y")` or `screen.trackLifetime(…)`: the name
  /// called by a statement that is one call of a plain name or a receiver's method, or nil.
  static func calledFunction(_ statement: String) -> String? {
    guard let open = statement.firstIndex(of: "("), statement.hasSuffix(")") else { return nil }
    let callee = statement[..<open]
    let parts = callee.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
    else { return nil }
    return parts.last.map(String.init)
  }
}
