/// The kinds of mutation `arch-harness mutate` plants: the small faults that matter in app code.
public enum MutationOperator: String, Codable, CaseIterable, Sendable, Comparable {
  /// A call statement is not run (`reloadRows()`, `cancel()`, `removeChild(…)`).
  case removeCall = "remove-call"
  /// An `if`, `else if`, `guard` or `while` condition is negated.
  case negateCondition = "negate-condition"
  /// A `true` literal becomes `false`, or the other way round.
  case flipBoolean = "flip-boolean"
  /// `==` and `!=` are swapped.
  case swapEquality = "swap-equality"
  /// `<` becomes `<=` and `>` becomes `>=`, and the other way round.
  case swapOrdering = "swap-ordering"
  /// A `guard … else { return }` never exits early.
  case deleteGuard = "delete-guard"
  /// A returned or assigned array or dictionary is replaced with an empty one.
  case emptyCollection = "empty-collection"

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
