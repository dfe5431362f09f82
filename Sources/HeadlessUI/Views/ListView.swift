/// Supplies a ``ListView``'s rows, like `UITableViewDataSource`.
@MainActor
public protocol ListViewDataSource: AnyObject {
  func numberOfRows(in listView: ListView) -> Int
  /// The cell for `row`, usually from ``ListView/dequeueReusableCell(withIdentifier:for:)``.
  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell
  /// The identifier `row` will have, without building its cell, so that a row off screen can be
  /// scrolled to by identifier. The default is nil (such rows can only be found once visible).
  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String?
  /// The row whose identifier is `identifier`, or nil when no row has it. The default asks
  /// ``listView(_:identifierForRowAt:)`` for every row in turn; a data source that keeps an index
  /// of its rows answers from it, so that scrolling to a row of a long list costs what an index
  /// lookup costs. The answer must agree with ``listView(_:identifierForRowAt:)``.
  func listView(_ listView: ListView, rowWithIdentifier identifier: String) -> Int?
}

extension ListViewDataSource {
  public func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? { nil }

  public func listView(_ listView: ListView, rowWithIdentifier identifier: String) -> Int? {
    (0..<numberOfRows(in: listView)).first { self.listView(listView, identifierForRowAt: $0) == identifier }
  }
}

/// Hears about row selection, like `UITableViewDelegate`.
@MainActor
public protocol ListViewDelegate: AnyObject {
  func listView(_ listView: ListView, didSelectRowAt row: Int)
}

/// A scrolling list that builds cells only for the rows on screen and reuses them, as
/// `UITableView` does: a 100,000-row list costs no more to render than a 20-row one.
@MainActor
public final class ListView: View {
  public weak var dataSource: (any ListViewDataSource)? {
    didSet { setNeedsRender() }
  }
  public weak var delegate: (any ListViewDelegate)?
  /// How many rows fit on screen.
  public var visibleRowCapacity: Int {
    didSet { if visibleRowCapacity != oldValue { setNeedsRender() } }
  }
  /// The first row on screen.
  public private(set) var firstVisibleRow = 0
  /// How many cells this list has ever created (reuse keeps it near ``visibleRowCapacity``).
  public private(set) var createdCellCount = 0

  private var factories: [String: @MainActor (String) -> ListCell] = [:]
  private var reusePool: [String: [ListCell]] = [:]
  private var visibleCells: [ListCell]?

  public init(identifier: String? = nil, visibleRowCapacity: Int = 20) {
    self.visibleRowCapacity = visibleRowCapacity
    super.init(identifier: identifier)
  }

  // MARK: - Cells

  /// Registers how to make a cell for `reuseIdentifier`.
  public func register(_ cellType: ListCell.Type, forCellReuseIdentifier reuseIdentifier: String) {
    factories[reuseIdentifier] = { cellType.init(reuseIdentifier: $0) }
  }

  /// A reused cell for `reuseIdentifier`, or a new one when the pool is empty.
  public func dequeueReusableCell(withIdentifier reuseIdentifier: String, for row: Int) -> ListCell {
    if let cell = reusePool[reuseIdentifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let make = factories[reuseIdentifier] else {
      preconditionFailure("no cell registered for reuse identifier '\(reuseIdentifier)'")
    }
    createdCellCount += 1
    return make(reuseIdentifier)
  }

  /// Forgets the cells on screen; they are rebuilt from the data source when next rendered.
  public func reloadData() {
    recycleVisibleCells()
    let count = dataSource?.numberOfRows(in: self) ?? 0
    firstVisibleRow = max(0, min(firstVisibleRow, count - visibleRowCapacity))
  }

  /// Scrolls so that `row` is on screen (at the bottom when scrolling down, at the top when up).
  public func scrollToRow(_ row: Int) {
    let count = dataSource?.numberOfRows(in: self) ?? 0
    guard row >= 0, row < count else { return }
    if row < firstVisibleRow {
      firstVisibleRow = row
    } else if row >= firstVisibleRow + visibleRowCapacity {
      firstVisibleRow = row - visibleRowCapacity + 1
    } else {
      return
    }
    recycleVisibleCells()
  }

  /// The row whose identifier is `identifier`, asking the data source (no cells are built). An
  /// answer that disagrees with the row's identifier, or is out of range, counts as no row: a
  /// data source whose index went stale shows as a row not found, never as the wrong row.
  public func row(withIdentifier identifier: String) -> Int? {
    guard let dataSource, let row = dataSource.listView(self, rowWithIdentifier: identifier),
      row >= 0, row < dataSource.numberOfRows(in: self),
      dataSource.listView(self, identifierForRowAt: row) == identifier
    else { return nil }
    return row
  }

  /// The number of rows the data source holds, on screen or not.
  public var numberOfRows: Int { dataSource?.numberOfRows(in: self) ?? 0 }

  /// The identifiers of the rows rendered now, first to last.
  public var renderedRowIdentifiers: [String] {
    renderedChildren.compactMap(\.accessibilityIdentifier)
  }

  /// The cells on screen now, building them if needed.
  public var cellsOnScreen: [ListCell] {
    if let visibleCells { return visibleCells }
    guard let dataSource else { return [] }
    let count = dataSource.numberOfRows(in: self)
    var cells: [ListCell] = []
    for row in firstVisibleRow..<min(count, firstVisibleRow + visibleRowCapacity) {
      let cell = dataSource.listView(self, cellForRowAt: row)
      cell.row = row
      cell.listView = self
      cells.append(cell)
    }
    visibleCells = cells
    return cells
  }

  func didTap(_ cell: ListCell) {
    guard let row = cell.row else { return }
    delegate?.listView(self, didSelectRowAt: row)
  }

  private func recycleVisibleCells() {
    for cell in visibleCells ?? [] {
      cell.row = nil
      reusePool[cell.reuseIdentifier, default: []].append(cell)
    }
    visibleCells = nil
    setNeedsRender()
  }

  // MARK: - Rendering

  override public var kind: String? { "list" }
  override public var renderedChildren: [View] {
    var visible: [View] = []
    for cell in cellsOnScreen where !cell.isHidden { visible.append(cell) }
    return visible
  }
}
