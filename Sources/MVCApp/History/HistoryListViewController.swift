import AppContract
import Domain
import HeadlessUI

/// The saved BMI records: reloaded every time the screen appears, and when a record is saved while
/// it is on screen; each row can be deleted.
final class HistoryListViewController: ViewController {
  private let historyService: HistoryService
  private(set) var state: LoadState<[BMIRecord]> = .notLoaded
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

  init(historyService: HistoryService) {
    self.historyService = historyService
    super.init()
    title = AppText.historyTitle
    historyService.addObserver(self)
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

  // MARK: - Actions

  /// Shows loading and loads the records (every appearance, a save while on screen). A load still
  /// in flight is cancelled: only the newest answers.
  func loadRecords() {
    loadTask?.cancel()
    showsDeleteError = false
    state = .loading
    render()
    loadTask = Task { [weak self, historyService] in
      let result: LoadState<[BMIRecord]>
      do {
        result = .loaded(try await historyService.loadRecords())
      } catch {
        result = .failed
      }
      guard let self, !Task.isCancelled else { return }
      state = result
      render()
    }
  }

  /// Deletes record `id` through the store; the row goes only once the store agreed.
  func deleteRecord(id: String) {
    guard !deletingIDs.contains(id) else { return }
    deletingIDs.insert(id)
    showsDeleteError = false
    render()
    deleteTask = Task { [weak self, historyService] in
      do {
        try await historyService.deleteRecord(id: id)
        self?.deleteFinished(id: id, succeeded: true)
      } catch {
        self?.deleteFinished(id: id, succeeded: false)
      }
    }
  }

  private func deleteFinished(id: String, succeeded: Bool) {
    deletingIDs.remove(id)
    if succeeded, let records = state.value {
      state = .loaded(records.filter { $0.id != id })
    }
    // Only the next delete tap or the next load clears a failure; another delete's success does not.
    if !succeeded { showsDeleteError = true }
    render()
  }

  // MARK: - Rendering

  private func render() {
    guard isViewLoaded else { return }
    let records = state.value
    loadingIndicator.isHidden = !state.isLoading
    let showsFailure = state.isFailed
    errorLabel.text = showsFailure ? AppText.historyLoadFailed : AppText.deleteFailed
    errorLabel.isHidden = !(showsFailure || (records?.isEmpty == false && showsDeleteError))
    emptyLabel.isHidden = records?.isEmpty != true
    listView.isHidden = records?.isEmpty != false
    listView.reloadData()
  }
}

// MARK: - HistoryObserver

extension HistoryListViewController: HistoryObserver {
  /// A saved record reloads the list if it is on screen; otherwise the History tab is about to be
  /// selected, and that appearance is the one load.
  func historyService(_ service: HistoryService, didSave record: BMIRecord) {
    if isOnScreen { loadRecords() }
  }
}

// MARK: - ListViewDataSource

extension HistoryListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int {
    state.value?.count ?? 0
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: HistoryCell.reuseIdentifier, for: row)
    guard let historyCell = cell as? HistoryCell, let record = state.value?[row] else { return cell }
    historyCell.delegate = self
    historyCell.configure(with: record, isDeleting: deletingIDs.contains(record.id))
    return historyCell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    state.value.map { ElementID.historyRow($0[row].id) }
  }
}

// MARK: - HistoryCellDelegate

extension HistoryListViewController: HistoryCellDelegate {
  func historyCell(_ cell: HistoryCell, didTapDeleteOf recordID: String) {
    deleteRecord(id: recordID)
  }
}
