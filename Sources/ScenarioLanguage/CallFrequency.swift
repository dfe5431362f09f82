/// Which calls a service rule answers.
///
/// When several rules match a call, `onCall` beats `once`, which beats `always`; among rules of the
/// same kind the first in the file wins. A `once` rule is spent by the first call that picks it,
/// even if that call is then cancelled while it waits.
public enum CallFrequency: Hashable, Sendable {
  /// Every matching call (the default).
  case always
  /// The first matching call only.
  case once
  /// The n-th call of the method (counting from 1, all calls of the method, whatever their
  /// arguments), when its arguments match.
  case onCall(Int)

  /// Lower ranks win: `onCall` 0, `once` 1, `always` 2.
  public var precedence: Int {
    switch self {
    case .onCall: 0
    case .once: 1
    case .always: 2
    }
  }
}
