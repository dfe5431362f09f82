import AppContract
import HeadlessUI

/// The history's passive view: forwards its appearing, its disappearing and every delete tap to
/// the presenter, and shows the rows it is told.
final class HistoryListViewController: ViewController {
  let presenter: HistoryListPresenter
  /// The rows as last shown, for the list's data source.
  private(set) var rows: [HistoryRow] = []

  // MARK: - Views

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.historyLoading)
  private let errorLabel = Label(identifier: ElementID.historyError)
  private let emptyLabel = Label(identifier: ElementID.historyEmpty, text: AppText.noRecords)
  private let listView = ListView(identifier: ElementID.historyList, visibleRowCapacity: 20)

  init(presenter: HistoryListPresenter) {
    self.presenter = presenter
    super.init()
    title = AppText.historyTitle
    trackLifetime(of: presenter, role: "presenter")
  }

  override var screenName: String { ScreenName.historyList }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [loadingIndicator, errorLabel, emptyLabel, listView] { view.addSubview(subview) }
    listView.register(HistoryCell.self, forCellReuseIdentifier: HistoryCell.reuseIdentifier)
    listView.dataSource = self
    presenter.viewDidLoad()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    presenter.viewWillAppear()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    presenter.viewDidDisappear()
  }
}

// MARK: - HistoryListView

extension HistoryListViewController: HistoryListView {
  func showLoading() {
    display(loading: true, error: nil, empty: false, rows: [])
  }

  func showLoadFailure(message: String) {
    display(loading: false, error: message, empty: false, rows: [])
  }

  func showEmpty() {
    display(loading: false, error: nil, empty: true, rows: [])
  }

  func show(rows: [HistoryRow], notice: String?) {
    display(loading: false, error: notice, empty: false, rows: rows)
  }

  /// Sets every subview at once, so no state leaves another state's views on screen.
  private func display(loading: Bool, error: String?, empty: Bool, rows: [HistoryRow]) {
    loadingIndicator.isHidden = !loading
    errorLabel.isHidden = error == nil
    errorLabel.text = error ?? ""
    emptyLabel.isHidden = !empty
    self.rows = rows
    listView.isHidden = rows.isEmpty
    listView.reloadData()
  }
}

// MARK: - ListViewDataSource

extension HistoryListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int {
    rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: HistoryCell.reuseIdentifier, for: row)
    guard let historyCell = cell as? HistoryCell else { return cell }
    historyCell.delegate = self
    historyCell.configure(with: rows[row])
    return historyCell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    ElementID.historyRow(rows[row].id)
  }
}

// MARK: - HistoryCellDelegate

extension HistoryListViewController: HistoryCellDelegate {
  func historyCell(_ cell: HistoryCell, didTapDeleteOf recordID: String) {
    presenter.deleteTapped(recordID)
  }
}
