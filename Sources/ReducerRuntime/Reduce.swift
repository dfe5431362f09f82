/// A reducer written as a closure: the core logic of a composed feature, inline in its `body`.
public struct Reduce<State, Action: Sendable>: Reducer {
  private let reduce: (inout State, Action) -> Effect<Action>

  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
