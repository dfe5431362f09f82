/// Runs an async action while the modified view is on screen (``View/task(_:)``).
public struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let id: ID
  let action: @MainActor () async -> Void

  func update<Content: View>(_ node: Node, content: Content) {
    let lifecycle = node.ensuredLifecycle
    lifecycle.taskAction = action
    let last = node.attachment as? LastValue<ID>
    if let last, last.value != id {
      lifecycle.cancelTask()
      lifecycle.startTask()
    }
    node.attachment = LastValue(id)
    node.reconcileChildren { $0.update(key: 0, content) }
  }
}

extension View {
  /// Starts `action` as a main-actor task when this view appears, and cancels it when the view
  /// disappears (its identity leaves, or the host disappears), as SwiftUI does.
  public func task(
    _ action: @escaping @MainActor () async -> Void
  ) -> ModifiedContent<
    Self, TaskModifier<Bool>
  > {
    modifier(TaskModifier(id: true, action: action))
  }

  /// ``task(_:)`` that is also cancelled and started again when `id` changes.
  public func task<ID: Equatable>(
    id: ID, _ action: @escaping @MainActor () async -> Void
  ) -> ModifiedContent<Self, TaskModifier<ID>> {
    modifier(TaskModifier(id: id, action: action))
  }
}

/// A value a modifier compares with the next update's.
@MainActor
final class LastValue<Value> {
  let value: Value

  init(_ value: Value) { self.value = value }
}
