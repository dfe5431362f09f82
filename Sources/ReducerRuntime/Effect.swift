/// The work a reducer asks for after it changed the state: nothing, an action to feed back at
/// once, or asynchronous work that sends actions, plus ways to combine and cancel such work.
///
/// An effect is a description; the store (or the test store) runs it. Reducers stay pure: every
/// service call happens inside a `.run` closure with the dependencies the reducer was given.
public struct Effect<Action: Sendable>: Sendable {
  indirect enum Operation: Sendable {
    case none
    case send(Action)
    case run(Work)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: EffectID, cancelInFlight: Bool, Effect)
    case cancel(EffectID)
  }

  /// Asynchronous work that sends actions. It runs on the main actor, with its store, and leaves
  /// it only while it awaits something else (a service call).
  public typealias Work = @MainActor @Sendable (_ send: Send<Action>) async -> Void

  let operation: Operation

  init(_ operation: Operation) {
    self.operation = operation
  }

  // MARK: - Making effects

  /// No work.
  public static var none: Self { Self(.none) }

  /// Feeds `action` back into the store right after the current action, before anything renders.
  /// Use it for delegate actions a parent reacts to, not to share logic between cases.
  public static func send(_ action: Action) -> Self { Self(.send(action)) }

  /// Asynchronous work that sends actions back through `send`. It runs on the store's actor and
  /// leaves it only for what it awaits, so an effect that sends its last action also ends in that
  /// same turn of the main actor. Actions sent after the effect was cancelled are dropped.
  public static func run(_ operation: @escaping Work) -> Self {
    Self(.run(operation))
  }

  /// Whether this effect does nothing.
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}
