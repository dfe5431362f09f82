import AppContract
import Domain
import Foundation
import HeadlessUI

/// The saved BMI records, and everything behind them: loads them from the history store at every
/// appearance and sorts them newest first, reloads when the BMI form posts a save while this
/// screen is on screen, deletes a row through the store, and is its list's data source.
final class HistoryListViewController: ViewController, ListViewDataSource {
  private let environment: AppEnvironment
  private let data: AppData
  private var observers: [any NSObjectProtocol] = []

  /// The records of the last load, newest first; nil before it, while loading and after a failure.
  private(set) var records: [BMIRecord]?
  private(set) var isLoading = false
  private(set) var loadFailed = false
  /// Records whose deletion is in flight.
  private(set) var deletingIDs: Set<String> = []
  /// Whether the last deletion failed (shown above the list).
  private(set) var showsDeleteError = false
  /// The running or last load, for tests to await.
  private(set) var loadTask: Task<Void, Never>?
  /// The running or last deletion, for tests to await.
  private(set) var deleteTask: Task<Void, Never>?
  /// Whether the screen is on screen (between `viewWillAppear` and `viewDidDisappear`).
  private var isOnScreen = false

  // MARK: - Views

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.historyLoading)
  let errorLabel = Label(identifier: ElementID.historyError)
  private let emptyLabel = Label(identifier: ElementID.historyEmpty, text: AppText.noRecords)
  let listView = ListView(identifier: ElementID.historyList, visibleRowCapacity: 20)

  init(environment: AppEnvironment, data: AppData) {
    self.environment = environment
    self.data = data
    super.init()
    title = AppText.historyTitle
    observers = [
      data.notificationCenter.addMainActorObserver(forName: .bmiRecordDidSave) { [weak self] in
        // On screen, reload now (the tab selection that follows changes nothing); off screen, the
        // appearance that selection causes is the one load.
        if self?.isOnScreen == true { self?.loadRecords() }
      }
    ]
  }

  isolated deinit {
    for observer in observers { data.notificationCenter.removeObserver(observer) }
  }

  override var screenName: String { ScreenName.historyList }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [loadingIndicator, errorLabel, emptyLabel, listView] { view.addSubview(subview) }
    listView.register(HistoryCell.self, forCellReuseIdentifier: HistoryCell.reuseIdentifier)
    listView.dataSource = self
    trackLifetime(of: view, role: "root view")
    render()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    isOnScreen = true
    loadRecords()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    isOnScreen = false
  }

  // MARK: - Loading

  /// Shows loading and loads the records (every appearance, a save while on screen). A load still
  /// in flight is cancelled: only the newest answers.
  func loadRecords() {
    loadTask?.cancel()
    records = nil
    isLoading = true
    loadFailed = false
    showsDeleteError = false
    render()
    loadTask = Task { [weak self, store = environment.historyStore] in
      let loaded = try? await store.load().sortedNewestFirst()
      guard let self, !Task.isCancelled else { return }
      records = loaded
      isLoading = false
      loadFailed = loaded == nil
      render()
    }
  }

  // MARK: - Deleting

  /// Deletes record `id` through the store; the row goes only once the store agreed.
  func deleteRecord(id: String) {
    guard !deletingIDs.contains(id) else { return }
    deletingIDs.insert(id)
    showsDeleteError = false
    render()
    deleteTask = Task { [weak self, store = environment.historyStore] in
      let succeeded = (try? await store.delete(id: id)) != nil
      guard let self else { return }
      deletingIDs.remove(id)
      if succeeded { records = records?.filter { $0.id != id } }
      // Only the next delete tap or the next load clears a failure; another delete's success does not.
      if !succeeded { showsDeleteError = true }
      render()
    }
  }

  // MARK: - Rendering

  private func render() {
    guard isViewLoaded else { return }
    loadingIndicator.isHidden = !isLoading
    errorLabel.text = loadFailed ? AppText.historyLoadFailed : AppText.deleteFailed
    errorLabel.isHidden = !(loadFailed || (records?.isEmpty == false && showsDeleteError))
    emptyLabel.isHidden = records?.isEmpty != true
    listView.isHidden = records?.isEmpty != false
    listView.reloadData()
  }

  // MARK: - ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    records?.count ?? 0
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: HistoryCell.reuseIdentifier, for: row)
    guard let cell = cell as? HistoryCell, let record = records?[row] else { return cell }
    cell.accessibilityIdentifier = ElementID.historyRow(record.id)
    cell.dateLabel.accessibilityIdentifier = ElementID.historyDate(record.id)
    cell.dateLabel.text = HistoryDateFormatter.format(record.date)
    cell.valueLabel.accessibilityIdentifier = ElementID.historyValue(record.id)
    cell.valueLabel.text = BMIResult.format(record.value)
    cell.categoryLabel.accessibilityIdentifier = ElementID.historyCategory(record.id)
    cell.categoryLabel.text = AppText.categoryName(record.category)
    cell.deleteButton.accessibilityIdentifier = ElementID.historyDelete(record.id)
    cell.deleteButton.isEnabled = !deletingIDs.contains(record.id)
    cell.onDeleteTap = { [weak self] in self?.deleteRecord(id: record.id) }
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    records.map { ElementID.historyRow($0[row].id) }
  }
}

/// A row of the BMI history: three labels and a delete button the controller fills in, the
/// button's tap handed to whatever closure the controller set.
final class HistoryCell: ListCell {
  static let reuseIdentifier = "HistoryCell"

  let dateLabel = Label()
  let valueLabel = Label()
  let categoryLabel = Label()
  let deleteButton = Button(title: AppText.delete)
  var onDeleteTap: (@MainActor () -> Void)?

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    for subview: View in [dateLabel, valueLabel, categoryLabel, deleteButton] { addSubview(subview) }
    deleteButton.addAction { [weak self] in self?.onDeleteTap?() }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    onDeleteTap = nil
  }
}
