import HeadlessUI

/// A data source with `count` rows `row.<n>` that also answers "which row has this identifier"
/// from its own index, as a long list's data source does. It counts the identifiers the list asks
/// for, and can be told to answer from a stale index (every answer one row off).
@MainActor
final class IndexedRowSource: ListViewDataSource {
  let count: Int
  /// When true, the index answers the row after the right one.
  var indexIsStale = false
  private(set) var identifierCalls = 0
  private(set) var lookupCalls = 0

  init(count: Int) { self.count = count }

  /// A list showing these rows, with cells registered.
  func makeList(identifier: String = "rows", visibleRowCapacity: Int = 20) -> ListView {
    let list = ListView(identifier: identifier, visibleRowCapacity: visibleRowCapacity)
    list.register(ListCell.self, forCellReuseIdentifier: "row")
    list.dataSource = self
    return list
  }

  func numberOfRows(in listView: ListView) -> Int { count }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: "row", for: row)
    cell.accessibilityIdentifier = "row.\(row)"
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    identifierCalls += 1
    return "row.\(row)"
  }

  func listView(_ listView: ListView, rowWithIdentifier identifier: String) -> Int? {
    lookupCalls += 1
    guard identifier.hasPrefix("row."), let row = Int(identifier.dropFirst(4)), row < count else {
      return nil
    }
    return indexIsStale ? row + 1 : row
  }
}
