import HeadlessUI

/// The data source of a ``List``'s `ListView`: it makes a node per row on screen, keyed by the
/// row's identity, and puts the row's platform views into the cell the list hands out.
///
/// The `ListView` builds the cells of the rows on screen one after the other, from the first; at
/// the first, the rows no longer on screen leave the graph.
@MainActor
final class ListAdapter: ListViewDataSource, ListViewDelegate {
  static let reuseIdentifier = "row"
  unowned let node: Node
  var rows = ListRows()
  /// Bumped by every update of the list: a row updated at an older generation is updated again
  /// when its cell is next built.
  private var generation = 0
  private var rowNodes: [AnyHashable: Node] = [:]
  private var rowGenerations: [AnyHashable: Int] = [:]
  private var cellOwners: [ObjectIdentifier: Node] = [:]
  /// The (first) row of each identifier: made when the number of rows changes, and otherwise
  /// kept across updates and checked, row by row, as it is used (``row(withIdentifier:)``).
  private var rowsByIdentifier: [String: Int]?
  /// Whether ``rowsByIdentifier`` was made from the rows as they are now.
  private var indexIsCurrent = false

  init(node: Node) { self.node = node }

  /// The list's rows changed (or may have): rebuild the cells on screen now.
  func reload(_ listView: ListView) {
    generation += 1
    if rowsByIdentifier == nil || indexedRowCount != rows.count {
      makeIndex()
    } else {
      indexIsCurrent = false
    }
    listView.reloadData()
    _ = listView.cellsOnScreen
  }

  // MARK: - Data source

  func numberOfRows(in listView: ListView) -> Int { rows.count }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    if row == listView.firstVisibleRow { removeRowsOffScreen(listView) }
    let (id, identifier, view) = node.trackingCurrent { rows.row(at: row) }
    let cell = listView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: row)
    let rowNode = rowNodes[id] ?? makeRowNode(id)
    if let previous = cellOwners[ObjectIdentifier(cell)], previous !== rowNode {
      previous.containerView = nil
    }
    cellOwners[ObjectIdentifier(cell)] = rowNode
    let cellChanged = rowNode.containerView !== cell
    rowNode.containerView = cell
    if cell.accessibilityIdentifier != identifier { cell.accessibilityIdentifier = identifier }
    if rowGenerations[id] != generation {
      rowGenerations[id] = generation
      rowNode.environment = node.environment
      rowNode.update(view)
    }
    if cellChanged { rowNode.syncContainer() }
    node.graph.finishPassUnlessUpdating()
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    node.trackingCurrent { rows.identifier(at: row) }
  }

  /// Answered from an index of the rows' identifiers, so that scrolling to a row of a long list
  /// costs a lookup. The index is made when the number of rows changes (a list's load pays for
  /// it, as a UIKit data source indexes its rows when their data arrives); after an update that
  /// keeps the number of rows, its answer is used when that row still has the identifier, and the
  /// index is made again only when it does not. (With identifiers that repeat, such an answer is
  /// the first row of the identifier when the index was made, which still has it.)
  func listView(_ listView: ListView, rowWithIdentifier identifier: String) -> Int? {
    if !indexIsCurrent, let row = rowsByIdentifier?[identifier], row < rows.count,
      node.trackingCurrent({ rows.identifier(at: row) }) == identifier
    {
      return row
    }
    if !indexIsCurrent { makeIndex() }
    return rowsByIdentifier?[identifier]
  }

  private var indexedRowCount = 0

  private func makeIndex() {
    var index: [String: Int] = [:]
    node.trackingCurrent {
      for row in 0..<rows.count {
        if let identifier = rows.identifier(at: row), index[identifier] == nil { index[identifier] = row }
      }
    }
    rowsByIdentifier = index
    indexedRowCount = rows.count
    indexIsCurrent = true
  }

  // MARK: - Delegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    guard row < rows.count, let rowNode = rowNodes[rows.id(at: row)] else { return }
    rowNode.firstTapAction()?()
  }

  // MARK: - Row nodes

  private func makeRowNode(_ id: AnyHashable) -> Node {
    let rowNode = Node(
      graph: node.graph, parent: node, viewType: ObjectIdentifier(AnyView.self), key: .id(id))
    rowNode.isRowRoot = true
    node.graph.arriving.append(rowNode)
    rowNodes[id] = rowNode
    node.children.append(rowNode)
    node.childKeysAreUnique = false
    return rowNode
  }

  private func removeRowsOffScreen(_ listView: ListView) {
    let end = min(rows.count, listView.firstVisibleRow + listView.visibleRowCapacity)
    let onScreen = Set((listView.firstVisibleRow..<max(end, listView.firstVisibleRow)).map(rows.id(at:)))
    let leaving = node.children.filter { $0.key.id.map { !onScreen.contains($0) } ?? true }
    guard !leaving.isEmpty else { return }
    for rowNode in leaving {
      if let id = rowNode.key.id {
        rowNodes[id] = nil
        rowGenerations[id] = nil
      }
      rowNode.unmount()
    }
    node.children.removeAll { !$0.isMounted }
    cellOwners = cellOwners.filter { $0.value.isMounted }
  }
}
