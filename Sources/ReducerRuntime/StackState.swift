/// The identity of one element of a ``StackState``: handed out by the stack when the element is
/// pushed, never reused in that stack's life, so two screens of the same product are two ids.
public struct StackElementID: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  public let rawValue: Int

  public init(integerLiteral rawValue: Int) {
    self.rawValue = rawValue
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "#\(rawValue)" }
}

/// A navigation stack as state, in the manner of TCA's `StackState`: the screens pushed above a
/// root, bottom to top, each under a ``StackElementID`` the stack generates as it is appended.
/// `forEach(_:action:element:)` runs each element's feature and ties its effects to its id.
///
/// The ids count on across every change of one stack value — ``removeAll()`` and ``pop(from:)``
/// keep counting — so a screen that replaces another of the same product still gets a new id.
/// (TCA draws them from a dependency; here the stack carries its counter, so replace a stack's
/// elements with these methods rather than with a new `StackState()`, whose ids would start over.)
public struct StackState<Element>: RandomAccessCollection {
  /// The elements' ids, bottom to top.
  public private(set) var ids: [StackElementID] = []
  private var elements: [Element] = []
  /// The id the next element appended gets.
  private var nextID = 0

  public init() {}

  // MARK: - Collection

  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Element { elements[position] }

  // MARK: - Elements by id

  /// The element with `id`, if the stack holds it. Setting changes it in place; setting nil pops
  /// it and everything above it.
  public subscript(id id: StackElementID) -> Element? {
    get { ids.firstIndex(of: id).map { elements[$0] } }
    set {
      guard let index = ids.firstIndex(of: id) else { return }
      if let newValue {
        elements[index] = newValue
      } else {
        pop(from: id)
      }
    }
  }

  // MARK: - Pushing and popping

  /// Pushes `element` under a new id, which it returns.
  @discardableResult
  public mutating func append(_ element: Element) -> StackElementID {
    let id = StackElementID(integerLiteral: nextID)
    nextID += 1
    ids.append(id)
    elements.append(element)
    return id
  }

  /// Pops the element with `id` and every element above it; nothing when `id` is not held.
  public mutating func pop(from id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    ids.removeSubrange(index...)
    elements.removeSubrange(index...)
  }

  /// Pops every element, back to the root.
  public mutating func removeAll() {
    ids.removeAll()
    elements.removeAll()
  }
}

extension StackState: Equatable where Element: Equatable {}
extension StackState: Sendable where Element: Sendable {}
