import Observation

/// A value a view owns, as SwiftUI's `@State`: it lives exactly as long as the view's identity
/// and is released when the identity leaves. Reading it in a body makes that body depend on it;
/// setting it re-evaluates the bodies that read it (and no other).
///
/// The initial value is used only when the identity first appears; a view value made again by
/// its parent connects to the storage that exists. An object kept in state (`@State var model =
/// Model()`) is registered with the hosting controller's lifetime checks, so that one that
/// outlives its screen is reported as a leak.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let initialValue: Value
  let link = StateLink<Value>()

  public init(wrappedValue: Value) {
    initialValue = wrappedValue
  }

  public init(initialValue: Value) {
    self.initialValue = initialValue
  }

  /// The current value; before the view is in the graph, the initial value (and setting it
  /// does nothing, as in SwiftUI).
  public var wrappedValue: Value {
    get { link.box?.value ?? initialValue }
    nonmutating set { link.box?.value = newValue }
  }

  /// A binding to the value, for a child view (`$name`).
  public var projectedValue: Binding<Value> {
    let link = link
    let initialValue = initialValue
    return Binding(get: { link.box?.value ?? initialValue }, set: { link.box?.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
  func install(in node: Node, slot: Int) {
    if let box = node.stateStorage[slot] as? StateBox<Value> {
      link.box = box
    } else {
      let box = StateBox(initialValue)
      node.stateStorage[slot] = box
      link.box = box
      if Value.self is AnyClass {
        node.graph.host?.trackLifetime(of: initialValue as AnyObject, role: "state")
      }
    }
  }
}

/// Where a ``State`` value finds its storage; weak, so that a view value kept by a closure does
/// not keep the state of an identity that left.
@MainActor
final class StateLink<Value> {
  weak var box: StateBox<Value>?
}

/// A node's storage for one ``State``: observable, so that bodies reading it are tracked.
@MainActor
@Observable
final class StateBox<Value> {
  var value: Value

  init(_ value: Value) { self.value = value }
}
