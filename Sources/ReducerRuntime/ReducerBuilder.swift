/// Builds a reducer from a list of reducers that run one after the other for each action, their
/// effects merged: the `body` of a composed feature.
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }

  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R { first }

  public static func buildPartialBlock<First: Reducer<State, Action>, Next: Reducer<State, Action>>(
    accumulated: First, next: Next
  ) -> CombinedReducer<First, Next> {
    CombinedReducer(first: accumulated, second: next)
  }
}

/// Two reducers run in sequence on the same state; their effects are merged, the first's first.
public struct CombinedReducer<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  let first: First
  let second: Second

  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    let secondEffect = second.reduce(into: &state, action: action)
    return .merge(firstEffect, secondEffect)
  }
}

/// Groups reducers into one, run in the order written: `CombineReducers { A(); B() }`, e.g. to
/// apply one operator such as `ifLet` to all of them.
public struct CombineReducers<State, Action: Sendable, Reducers: Reducer<State, Action>>: Reducer {
  let reducers: Reducers

  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    reducers = build()
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
