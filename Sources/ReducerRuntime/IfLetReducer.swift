extension Reducer {
  /// Runs `child` on optional child state (a pushed screen, a presented modal) before this
  /// reducer, and ties the child's effects to the child's life.
  ///
  /// - The child runs first, so it still sees its state for the action that removes it.
  /// - When the parent removes the child state, or replaces it with a child of another `id`,
  ///   every effect the child started is cancelled: a screen that left never hears its late
  ///   answers.
  /// - A child action that arrives while the child state is absent is ignored (it can only come
  ///   from a screen that is already leaving).
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKey<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> IfLetReducer<Self, Child>
  where
    ChildState == Child.State, ChildAction == Child.Action, ChildState: Identifiable, ChildState.ID: Sendable
  {
    IfLetReducer(parent: self, child: child(), toChildState: toChildState, toChildAction: toChildAction)
  }
}

/// The reducer made by ``Reducer/ifLet(_:action:then:)``.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer
where Child.State: Identifiable, Child.State.ID: Sendable {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: CaseKey<Parent.Action, Child.Action>

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffects = reduceChild(into: &state, action: action)
    let idBefore = state[keyPath: toChildState].map(lifetimeID)
    let parentEffects = parent.reduce(into: &state, action: action)
    let idAfter = state[keyPath: toChildState].map(lifetimeID)
    var cancelEffect = Effect<Parent.Action>.none
    if let idBefore, idBefore != idAfter {
      cancelEffect = .cancel(id: idBefore)
    }
    return .merge(childEffects, parentEffects, cancelEffect)
  }

  private func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(action),
      var childState = state[keyPath: toChildState]
    else { return .none }
    let id = lifetimeID(childState)
    let effect = child.reduce(into: &childState, action: childAction)
    state[keyPath: toChildState] = childState
    return effect.map(toChildAction.embed).cancellable(id: id)
  }

  /// The cancellation identifier of one child's life: its type and its `id`.
  private func lifetimeID(_ state: Child.State) -> ChildLifetimeID {
    ChildLifetimeID(type: ObjectIdentifier(Child.State.self), id: EffectID(state.id))
  }
}

/// Identifies the effects of one presented child.
struct ChildLifetimeID: Hashable, Sendable {
  let type: ObjectIdentifier
  let id: EffectID
}
