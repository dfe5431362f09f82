import AppContract
import HeadlessUI

/// The history screen: shows what the presenter hands it and forwards appearance and deletes.
@MainActor
final class HistoryListViewController: ViewController {
  let output: any HistoryListViewOutput
  private var model = HistoryListDisplayModel()

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.historyLoading)
  private let errorLabel = Label(identifier: ElementID.historyError)
  private let emptyLabel = Label(identifier: ElementID.historyEmpty, text: AppText.noRecords)
  private let listView = ListView(identifier: ElementID.historyList, visibleRowCapacity: 20)

  init(output: any HistoryListViewOutput) {
    self.output = output
    super.init()
    title = AppText.historyTitle
  }

  override var screenName: String { ScreenName.historyList }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [loadingIndicator, errorLabel, emptyLabel, listView] as [View] {
      view.addSubview(subview)
    }
    listView.register(HistoryListCell.self, forCellReuseIdentifier: HistoryListCell.reuseIdentifier)
    listView.dataSource = self
    apply()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    output.viewWillAppear()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    output.viewDidDisappear()
  }

  private func apply() {
    loadingIndicator.isHidden = !model.isLoadingVisible
    errorLabel.text = model.errorMessage ?? ""
    errorLabel.isHidden = model.errorMessage == nil
    emptyLabel.isHidden = !model.isEmptyVisible
    listView.isHidden = model.rows == nil
    listView.reloadData()
  }
}

// MARK: - HistoryListViewInput

extension HistoryListViewController: HistoryListViewInput {
  func display(_ model: HistoryListDisplayModel) {
    self.model = model
    if isViewLoaded { apply() }
  }
}

// MARK: - ListViewDataSource

extension HistoryListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int { model.rows?.count ?? 0 }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: HistoryListCell.reuseIdentifier, for: row)
    guard let historyCell = cell as? HistoryListCell, let item = model.rows?[row] else { return cell }
    historyCell.configure(with: item) { [weak self] in self?.output.didTapDelete(of: item.id) }
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    model.rows.map { ElementID.historyRow($0[row].id) }
  }
}
