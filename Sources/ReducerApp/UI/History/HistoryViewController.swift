import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// Renders the BMI history from its store scope and sends appearances and delete taps.
final class HistoryViewController: ViewController {
  private let store: Store<HistoryFeature.State, HistoryFeature.Action>
  private var observation: ObservationToken?
  private var rendered = HistoryFeature.State()

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.historyLoading)
  private let errorLabel = Label(identifier: ElementID.historyError)
  private let emptyLabel = Label(identifier: ElementID.historyEmpty, text: AppText.noRecords)
  private let listView = ListView(identifier: ElementID.historyList, visibleRowCapacity: 20)

  init(store: Store<HistoryFeature.State, HistoryFeature.Action>) {
    self.store = store
    super.init()
    title = AppText.historyTitle
    trackLifetime(of: store, role: "store scope")
  }

  override var screenName: String { ScreenName.historyList }

  private var records: [BMIRecord] { rendered.records.value ?? [] }

  override func viewDidLoad() {
    super.viewDidLoad()
    for element in [loadingIndicator, errorLabel, emptyLabel, listView] as [View] { view.addSubview(element) }
    listView.register(HistoryRowCell.self, forCellReuseIdentifier: HistoryRowCell.reuseID)
    listView.dataSource = self
    observation = store.observe { [weak self] state in self?.render(state) }
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    store.send(.viewWillAppear)
  }

  private func render(_ state: HistoryFeature.State) {
    rendered = state
    let loaded = state.records.value
    loadingIndicator.isHidden = state.records != .loading
    errorLabel.text = state.message ?? ""
    errorLabel.isHidden = state.message == nil
    emptyLabel.isHidden = loaded?.isEmpty != true
    listView.isHidden = loaded?.isEmpty != false
    listView.reloadData()
  }
}

// MARK: - List

extension HistoryViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int { records.count }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: HistoryRowCell.reuseID, for: row)
    let record = records[row]
    (cell as? HistoryRowCell)?.configure(record: record, isDeleting: rendered.deleting.contains(record.id)) {
      [weak self] in
      self?.store.send(.deleteTapped(record.id))
    }
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    ElementID.historyRow(records[row].id)
  }
}
