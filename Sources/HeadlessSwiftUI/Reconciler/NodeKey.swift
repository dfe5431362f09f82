/// A node's identity among its parent's children: its position in a body (a literal `0` is the
/// first), its branch of an `if`, the type of view an ``AnyView`` wraps, or an id (a `ForEach`
/// element's, a list row's, a sheet's). The first three, most of a graph's keys, are made without
/// `AnyHashable`, whose every boxing of a value asks the runtime whether its type has a custom
/// representation; keys of different kinds are never equal, as they were not when each was boxed
/// as its own type.
enum NodeKey: Hashable, ExpressibleByIntegerLiteral {
  case position(Int)
  case branch(Bool)
  case type(ObjectIdentifier)
  case id(AnyHashable)

  init(integerLiteral position: Int) {
    self = .position(position)
  }

  /// The id of an ``id(_:)`` key (a list row's), nil for the other kinds.
  var id: AnyHashable? {
    if case .id(let id) = self { id } else { nil }
  }
}
