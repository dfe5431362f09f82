import AppContract
import Domain
import HeadlessUI
import MVVMCCore

/// Renders the history's view model and forwards appearance, disappearance and Delete taps to it.
final class HistoryViewController: ViewController {
  let viewModel: HistoryViewModel
  private let work: AsyncWork
  /// The records and pending deletes as last rendered, for the list's data source.
  private var records: [BMIRecord] = []
  private var deleting: Set<String> = []

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.historyLoading)
  private let errorLabel = Label(identifier: ElementID.historyError)
  private let emptyLabel = Label(identifier: ElementID.historyEmpty, text: AppText.noRecords)
  private let listView = ListView(identifier: ElementID.historyList, visibleRowCapacity: 20)

  init(viewModel: HistoryViewModel, work: AsyncWork) {
    self.viewModel = viewModel
    self.work = work
    super.init()
    title = AppText.historyTitle
    trackLifetime(of: viewModel, role: "view model")
  }

  override var screenName: String { ScreenName.historyList }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [loadingIndicator, errorLabel, emptyLabel, listView] as [View] { view.addSubview(subview) }
    listView.register(HistoryCell.self, forCellReuseIdentifier: HistoryCell.reuseID)
    listView.dataSource = self
    observeState(on: work) { [weak self] in self?.render() }
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    viewModel.doAction(.view(.willAppear))
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    viewModel.doAction(.view(.didDisappear))
  }

  // MARK: - Rendering

  private func render() {
    let state = viewModel.state
    let notice = viewModel.notice
    records = if case .loaded(let records) = state.phase { records } else { [] }
    deleting = state.deleting
    let isLoaded = if case .loaded = state.phase { true } else { false }
    loadingIndicator.isHidden = state.phase != .loading
    errorLabel.isHidden = notice == nil
    errorLabel.text = notice?.text ?? ""
    emptyLabel.isHidden = !(isLoaded && records.isEmpty)
    listView.isHidden = !(isLoaded && !records.isEmpty)
    listView.reloadData()
  }
}

// MARK: - ListViewDataSource

extension HistoryViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int { records.count }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: HistoryCell.reuseID, for: row)
    guard let historyCell = cell as? HistoryCell else { return cell }
    let record = records[row]
    historyCell.configure(with: record, isDeleting: deleting.contains(record.id))
    historyCell.onDeleteTapped = { [weak self] in self?.viewModel.doAction(.view(.deleteTapped(record.id))) }
    return historyCell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    ElementID.historyRow(records[row].id)
  }
}
