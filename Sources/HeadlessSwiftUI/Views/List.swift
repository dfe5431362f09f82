import HeadlessUI

/// A scrolling list of rows; rendered as a HeadlessUI `ListView` (20 rows on screen, cells
/// reused), so that it renders exactly the rows HeadlessUI's list renders for the same scroll
/// position, and scenarios scroll, find and tap its rows in the same way.
///
/// Rows are made lazily: only the rows on screen have views in the graph. A row's identity is its
/// `ForEach` id (or its position, for a row written out); a row that scrolls off screen leaves
/// (it disappears and its state is released) and comes back as a new identity. The
/// `.accessibilityIdentifier` of a row's view is the row's identifier (`product.p1`), which the
/// list knows without building the row.
public struct List<Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func update(_ node: Node) {
    let adapter = node.attachment as? ListAdapter ?? ListAdapter(node: node)
    let listView = node.platformView(ListView.self) {
      let listView = ListView(visibleRowCapacity: 20)
      listView.register(ListCell.self, forCellReuseIdentifier: ListAdapter.reuseIdentifier)
      listView.dataSource = adapter
      listView.delegate = adapter
      node.attachment = adapter
      return listView
    }
    node.applyIdentifier()
    adapter.rows = node.tracking {
      var rows = ListRows()
      rows.append(content)
      return rows
    }
    adapter.reload(listView)
  }
}

extension List {
  /// A row per element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// A row per element of `data`, identified by the elements' `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    self.init { ForEach(data, content: rowContent) }
  }
}
