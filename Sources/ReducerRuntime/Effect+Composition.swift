// MARK: - Combining effects

extension Effect {
  /// Runs `effects` at the same time, started in the given order.
  public static func merge(_ effects: Effect...) -> Self { merge(effects) }

  /// Runs `effects` at the same time, started in the given order.
  public static func merge(_ effects: [Effect]) -> Self {
    let work = effects.filter { !$0.isNone }
    switch work.count {
    case 0: return .none
    case 1: return work[0]
    default: return Self(.merge(work))
    }
  }

  /// Runs `effects` one after the other: each starts when the one before it has finished.
  public static func concatenate(_ effects: Effect...) -> Self { concatenate(effects) }

  /// Runs `effects` one after the other: each starts when the one before it has finished.
  public static func concatenate(_ effects: [Effect]) -> Self {
    let work = effects.filter { !$0.isNone }
    switch work.count {
    case 0: return .none
    case 1: return work[0]
    default: return Self(.concatenate(work))
    }
  }

  /// This effect and `other`, at the same time.
  public func merge(with other: Effect) -> Self { .merge(self, other) }

  // MARK: - Transforming actions

  /// The same work, with every action it sends transformed by `transform` (a child effect lifted
  /// into its parent's domain).
  public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let work):
      return .run { send in
        await work(Send { action in send.deliverNow(transform(action)) })
      }
    case .merge(let effects):
      return Effect<Parent>(.merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<Parent>(.concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<Parent>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let id):
      return Effect<Parent>(.cancel(id))
    }
  }
}
