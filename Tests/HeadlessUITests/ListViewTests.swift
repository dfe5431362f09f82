import HeadlessUI
import Testing

/// Only visible rows are built, cells are reused, and rows are found by identifier.
@MainActor
@Suite struct ListViewTests {
  @Test func rendersOnlyTheRowsThatFitOnScreen() {
    let (shell, _, _) = Self.makeShell(rows: 10, capacity: 3)
    shell.launch()

    #expect(shell.window.reachableIdentifiers().filter(Self.isRow) == ["row.0", "row.1", "row.2"])
  }

  @Test(arguments: [20, 1_000, 100_000])
  func oneRenderBuildsTheSameNumberOfCellsWhateverTheRowCount(rows: Int) {
    let (shell, list, source) = Self.makeShell(rows: rows, capacity: 20)
    shell.launch()

    _ = shell.window.renderScreen()

    #expect(list.createdCellCount == 20)
    #expect(source.cellForRowCalls == 20)
    #expect(source.identifierCalls == 0)
  }

  @Test func reloadingAndScrollingReuseCellsInsteadOfCreatingMore() throws {
    let (shell, list, source) = Self.makeShell(rows: 100, capacity: 20)
    shell.launch()
    _ = shell.window.renderScreen()

    list.reloadData()
    _ = shell.window.renderScreen()
    try shell.window.scroll(to: "row.50")
    _ = shell.window.renderScreen()
    try shell.window.scroll(to: "row.0")
    _ = shell.window.renderScreen()

    #expect(list.createdCellCount == 20)
    #expect(source.cellForRowCalls == 80)
  }

  @Test func scrollingBringsAnOffScreenRowIntoViewByIdentifier() throws {
    let (shell, list, _) = Self.makeShell(rows: 100, capacity: 20)
    shell.launch()
    #expect(throws: UIError.self) { try shell.window.element("row.50") }

    try shell.window.scroll(to: "row.50")

    #expect(list.firstVisibleRow == 31)
    let rows = shell.window.reachableIdentifiers().filter(Self.isRow)
    #expect(rows.first == "row.31" && rows.last == "row.50" && rows.count == 20)
    _ = try shell.window.element("row.50.favorite")
  }

  @Test func scrollingToARowAlreadyOnScreenNeedsNoIdentifierFromTheDataSource() throws {
    let (shell, list, source) = Self.makeShell(rows: 100, capacity: 20)
    source.answersIdentifiers = false
    shell.launch()

    try shell.window.scroll(to: "row.5")

    #expect(list.firstVisibleRow == 0)
    #expect(throws: UIError.noRow(id: "row.50", lists: ["rows"])) { try shell.window.scroll(to: "row.50") }
  }

  @Test("a data source that keeps an index is asked once, and for one row's identifier only")
  func scrollingUsesTheDataSourcesIndex() throws {
    let source = IndexedRowSource(count: 100_000)
    let list = source.makeList()

    #expect(list.row(withIdentifier: "row.99999") == 99_999)
    #expect(source.lookupCalls == 1)
    #expect(source.identifierCalls == 1)
    list.scrollToRow(99_999)
    #expect(list.firstVisibleRow == 99_980)
  }

  @Test("an index answer that disagrees with the row's identifier counts as no row")
  func aStaleIndexFindsNoRow() {
    let source = IndexedRowSource(count: 100)
    source.indexIsStale = true
    let list = source.makeList()

    #expect(list.row(withIdentifier: "row.5") == nil)
    #expect(list.row(withIdentifier: "row.99") == nil)
    #expect(list.row(withIdentifier: "row.x") == nil)
  }

  @Test("without an index, the default asks every row's identifier until it finds the row")
  func theDefaultLookupScansTheRows() {
    let (_, list, source) = Self.makeShell(rows: 100, capacity: 20)

    #expect(list.row(withIdentifier: "row.41") == 41)
    #expect(source.identifierCalls == 43)
    #expect(list.row(withIdentifier: "row.100") == nil)
  }

  @Test func tappingARowSelectsThatRow() throws {
    let (shell, _, source) = Self.makeShell(rows: 100, capacity: 20)
    shell.launch()

    try shell.window.tap("row.3")
    try shell.window.scroll(to: "row.77")
    try shell.window.tap("row.77")

    #expect(source.selectedRows == [3, 77])
  }

  @Test func reloadingAfterRowsWereRemovedKeepsTheWindowWithinTheRows() throws {
    let (shell, list, source) = Self.makeShell(rows: 100, capacity: 20)
    shell.launch()
    try shell.window.scroll(to: "row.99")

    source.count = 30
    list.reloadData()

    #expect(list.firstVisibleRow == 10)
    #expect(shell.window.reachableIdentifiers().filter(Self.isRow).last == "row.29")
  }

  // MARK: - Fixture

  static func isRow(_ id: String) -> Bool { id.hasPrefix("row.") && id.split(separator: ".").count == 2 }

  /// A shell whose first screen shows a list `rows` of `rows` rows. The screen keeps the data
  /// source alive (the list holds it weakly, as `UITableView` does).
  static func makeShell(rows: Int, capacity: Int) -> (Shell, ListView, RowSource) {
    let source = RowSource(count: rows)
    let list = source.makeList(identifier: "rows", visibleRowCapacity: capacity)
    let shell = Shell(content: [
      "a": { view in
        view.addSubview(list)
        view.addSubview(Holder(source))
      }
    ])
    return (shell, list, source)
  }

  /// An invisible view that keeps an object alive as long as the screen.
  final class Holder: View {
    let object: AnyObject
    init(_ object: AnyObject) {
      self.object = object
      super.init()
    }
  }
}
