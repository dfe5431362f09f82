import ReducerRuntime

/// Elements in order that also find an element's position by its id at once, as a reducer app
/// keeps a collection in its state (in the manner of TCA's `IdentifiedArray`). The ids and their
/// positions are made once, with the elements, and every copy of the state shares them: the
/// exported ids and "which row shows this product" cost nothing per step.
///
/// An id that appears twice (a payload may repeat a product) is found at its first position.
public struct IdentifiedArray<Element: Identifiable & Equatable & Sendable>: Equatable, Sendable,
  RandomAccessCollection, ExpressibleByArrayLiteral
where Element.ID: Sendable {
  /// The elements, in order.
  public let elements: [Element]
  /// Their ids, in the same order.
  public let ids: [Element.ID]
  private let positions: [Element.ID: Int]

  public init(_ elements: [Element]) {
    self.elements = elements
    ids = elements.map(\.id)
    var positions = [Element.ID: Int](minimumCapacity: ids.count)
    // Last to first, so that an id that appears twice is found at its first position.
    for position in ids.indices.reversed() { positions[ids[position]] = position }
    self.positions = positions
  }

  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }
  public subscript(position: Int) -> Element { elements[position] }

  /// The (first) position of the element whose id is `id`.
  public func index(id: Element.ID) -> Int? { positions[id] }

  public static func == (lhs: IdentifiedArray, rhs: IdentifiedArray) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: CustomReflectable {
  /// The elements, as an array's: what a dump or a test store's diff shows.
  public var customMirror: Mirror { Mirror(self, unlabeledChildren: elements, displayStyle: .collection) }
}
