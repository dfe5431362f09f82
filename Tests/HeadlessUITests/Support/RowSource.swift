import HeadlessUI

/// A list's data source and delegate with `count` rows `row.<n>`, each a label and a button. It
/// counts how often the list asks for what, and records the rows selected.
@MainActor
final class RowSource: ListViewDataSource, ListViewDelegate {
  var count: Int
  /// When false, rows have no identifier until their cell is built (the protocol's default).
  var answersIdentifiers = true
  private(set) var numberOfRowsCalls = 0
  private(set) var cellForRowCalls = 0
  private(set) var identifierCalls = 0
  private(set) var selectedRows: [Int] = []

  init(count: Int) { self.count = count }

  /// A list showing these rows, with cells registered.
  func makeList(identifier: String = "rows", visibleRowCapacity: Int = 20) -> ListView {
    let list = ListView(identifier: identifier, visibleRowCapacity: visibleRowCapacity)
    list.register(ListCell.self, forCellReuseIdentifier: "row")
    list.dataSource = self
    list.delegate = self
    return list
  }

  func numberOfRows(in listView: ListView) -> Int {
    numberOfRowsCalls += 1
    return count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    cellForRowCalls += 1
    let cell = listView.dequeueReusableCell(withIdentifier: "row", for: row)
    cell.accessibilityIdentifier = "row.\(row)"
    cell.removeAllSubviews()
    cell.addSubview(Label(identifier: "row.\(row).name", text: "Row \(row)"))
    cell.addSubview(Button(identifier: "row.\(row).favorite", title: "♡"))
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    identifierCalls += 1
    return answersIdentifiers ? "row.\(row)" : nil
  }

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    selectedRows.append(row)
  }
}
