/// A property of a view that the graph connects to storage before the view's body is evaluated,
/// as SwiftUI's `DynamicProperty`: ``State`` and ``Environment``.
public protocol DynamicProperty {}

/// A dynamic property the graph connects to a node's storage.
@MainActor
protocol InstallableProperty {
  /// Connects this property, the view's stored property number `slot`, to `node`.
  func install(in node: Node, slot: Int)
}

/// Finds a view's dynamic properties (by reflection) and connects them to its node.
@MainActor
enum DynamicProperties {
  /// View types found to have no dynamic property, so that they are not reflected again.
  private static var plainTypes: Set<ObjectIdentifier> = []

  static func install<V>(_ view: V, in node: Node) {
    let type = ObjectIdentifier(V.self)
    guard !plainTypes.contains(type) else { return }
    var found = false
    for (slot, child) in Mirror(reflecting: view).children.enumerated() {
      guard let property = child.value as? any InstallableProperty else { continue }
      property.install(in: node, slot: slot)
      found = true
    }
    if !found { plainTypes.insert(type) }
  }
}
