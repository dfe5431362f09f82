/// One view per element of a collection, each with the identity of its element's `id`: a view
/// keeps its state when its element moves, and loses it when its element leaves.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  let data: Data
  let idPath: KeyPath<Data.Element, ID>
  let content: @MainActor (Data.Element) -> Content

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    self.idPath = id
    self.content = content
  }

  func update(_ node: Node) {
    let views = node.tracking { data.map { (NodeKey.id(AnyHashable($0[keyPath: idPath])), content($0)) } }
    node.reconcileChildren { children in
      for (key, view) in views { children.update(key: key, view) }
    }
  }

  /// The id of the element `offset` places from the start.
  func id(at offset: Int) -> ID {
    data[data.index(data.startIndex, offsetBy: offset)][keyPath: idPath]
  }

  /// The view of the element `offset` places from the start.
  func view(at offset: Int) -> Content {
    content(data[data.index(data.startIndex, offsetBy: offset)])
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per element, identified by the elements' `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One view per number of a constant range, identified by the number.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

/// A `ForEach` child's key: its element's id.
struct ForEachKey<ID: Hashable>: Hashable {
  let id: ID
}
