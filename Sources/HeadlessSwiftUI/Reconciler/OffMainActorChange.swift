import Observation

/// Describes a change made off the main actor to something a view reads, for
/// ``MainActorChecks``: the models the reading view holds (in `@State`, `@Environment`,
/// `@Bindable` or a stored property) and the view's type, as in "`TallyModel` (read by
/// `TallyView`)".
@MainActor
enum OffMainActorChange {
  /// What changed, as seen from `reader`, the node whose tracked reads the change invalidated (or
  /// its nearest ancestor that is a composite view); nil when the node has left.
  static func describe(reader: Node?) -> String {
    var node = reader
    while let current = node, current.lastValue == nil { node = current.parent }
    guard let view = node?.lastValue else { return "a model read by a view that has left" }
    let reader = "`\(type(of: view))`"
    let models = models(heldBy: view).map { "`\($0)`" }
    switch models.count {
    case 0: return "a model read by \(reader)"
    case 1: return "\(models[0]) (read by \(reader))"
    default: return "\(models.dropLast().joined(separator: ", ")) or \(models.last ?? "") (read by \(reader))"
    }
  }

  /// The type names of the observable objects `view` holds, in the order of its properties.
  private static func models(heldBy view: Any) -> [String] {
    var names: [String] = []
    for child in Mirror(reflecting: view).children {
      let object = (child.value as? any HoldsModel)?.heldModel ?? (child.value as? any Observable & AnyObject)
      guard let object else { continue }
      let name = String(describing: type(of: object))
      if !names.contains(name) { names.append(name) }
    }
    return names
  }
}

/// A view property that can hold an observable object.
@MainActor
protocol HoldsModel {
  /// The object held, if the property holds one now.
  var heldModel: (any Observable & AnyObject)? { get }
}

extension State: HoldsModel {
  var heldModel: (any Observable & AnyObject)? { wrappedValue as? any Observable & AnyObject }
}

extension Environment: HoldsModel {
  var heldModel: (any Observable & AnyObject)? {
    guard Value.self is AnyClass else { return nil }
    return link.values?.objects[ObjectIdentifier(Value.self)] as? any Observable & AnyObject
  }
}

extension Bindable: HoldsModel {
  var heldModel: (any Observable & AnyObject)? { wrappedValue }
}
