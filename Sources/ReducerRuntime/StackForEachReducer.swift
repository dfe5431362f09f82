/// What happens to a ``StackState``, as the parent's action: an element's own action, addressed
/// by its id, or the container popping it (the back control, a tab re-tap) — TCA's `StackAction`.
public enum StackAction<ElementState, ElementAction> {
  /// The element with `id` sent `action`.
  case element(id: StackElementID, action: ElementAction)
  /// The container popped the element with `id` and everything above it.
  case popFrom(id: StackElementID)
}

extension StackAction: Equatable where ElementState: Equatable, ElementAction: Equatable {}
extension StackAction: Sendable where ElementState: Sendable, ElementAction: Sendable {}

extension Reducer {
  /// Runs `element` on the elements of a ``StackState``, before this reducer, and ties each
  /// element's effects to its life — the stack counterpart of `ifLet`.
  ///
  /// - An element's action runs the element's feature on that element first, so the parent sees
  ///   the element as its action left it; one for an element no longer held is ignored.
  /// - `.popFrom(id:)` runs this reducer with the element still held, then pops it.
  /// - Every effect of an element the stack no longer holds after the action, for whatever reason
  ///   (popped, or removed by this reducer), is cancelled: a screen that left never hears its late
  ///   answers.
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ toStack: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKey<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element
  ) -> StackForEachReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    StackForEachReducer(parent: self, element: element(), toStack: toStack, toStackAction: toStackAction)
  }
}

/// The reducer made by ``Reducer/forEach(_:action:element:)``.
public struct StackForEachReducer<Parent: Reducer, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toStack: WritableKeyPath<Parent.State, StackState<Element.State>>
  let toStackAction: CaseKey<Parent.Action, StackAction<Element.State, Element.Action>>

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let stackAction = toStackAction.extract(action)
    var elementEffects = Effect<Parent.Action>.none
    if case .element(let id, let elementAction) = stackAction {
      elementEffects = reduceElement(id, elementAction, into: &state)
    }
    let idsBefore = state[keyPath: toStack].ids
    let parentEffects = parent.reduce(into: &state, action: action)
    if case .popFrom(let id) = stackAction {
      state[keyPath: toStack].pop(from: id)
    }
    let idsAfter = Set(state[keyPath: toStack].ids)
    let cancellations = idsBefore.filter { !idsAfter.contains($0) }.map {
      Effect<Parent.Action>.cancel(id: lifetimeID($0))
    }
    return .merge([elementEffects, parentEffects] + cancellations)
  }

  private func reduceElement(
    _ id: StackElementID, _ action: Element.Action, into state: inout Parent.State
  ) -> Effect<Parent.Action> {
    guard var elementState = state[keyPath: toStack][id: id] else { return .none }
    let effect = element.reduce(into: &elementState, action: action)
    state[keyPath: toStack][id: id] = elementState
    let embed = toStackAction.embed
    return effect.map { embed(.element(id: id, action: $0)) }.cancellable(id: lifetimeID(id))
  }

  /// The cancellation identifier of one element's life: its type and its id.
  private func lifetimeID(_ id: StackElementID) -> StackElementLifetimeID {
    StackElementLifetimeID(type: ObjectIdentifier(Element.State.self), id: id)
  }
}

/// Identifies the effects of one stack element.
struct StackElementLifetimeID: Hashable, Sendable {
  let type: ObjectIdentifier
  let id: StackElementID
}
