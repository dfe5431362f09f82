import Domain

// MARK: - View

/// What the presenter tells a reading's page.
@MainActor
protocol HistoryRecordViewInput: AnyObject {
  func display(_ model: HistoryRecordDisplayModel)
}

/// What a reading's page reports.
@MainActor
protocol HistoryRecordViewOutput: AnyObject {
  func viewDidLoad()
  func didTapDelete()
}

// MARK: - Interactor

/// A reading's use cases: the record it shows, and deleting it (History's delete).
@MainActor
protocol HistoryRecordInteractorInput: AnyObject {
  var record: BMIRecord { get }
  func deleteRecord()
}

// MARK: - Router

/// Where a reading's page navigates.
@MainActor
protocol HistoryRecordRouterInput: AnyObject {
  /// Pops the page off History's stack.
  func goBackToHistory()
}

// MARK: - Module

/// What History asks of a reading's module: to hear how the record's delete goes.
@MainActor
protocol HistoryRecordModuleInput: AnyObject {
  var recordID: String { get }
  /// The record's delete started, from the page or from its row.
  func deleteStarted()
  /// The record's delete answered.
  func deleteFinished(succeeded: Bool)
}

/// Who deletes the record a page asks to delete: the history module, whose delete it is.
@MainActor
protocol HistoryRecordDeleting: AnyObject {
  func deleteRecord(id: String)
}
