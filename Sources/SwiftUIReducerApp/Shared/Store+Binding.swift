import HeadlessSwiftUI
import ReducerRuntime

extension Store {
  /// A binding for a control: reads `keyPath` of the store's state and sends `action` with each
  /// value the user enters (TCA's `$store.field.sending(\.fieldChanged)`).
  func binding<Value>(
    _ keyPath: KeyPath<State, Value>, send action: @escaping (Value) -> Action
  ) -> Binding<Value> {
    Binding(get: { self.state[keyPath: keyPath] }, set: { self.send(action($0)) })
  }
}
