import Domain

// MARK: - View

/// What the presenter tells the history view.
@MainActor
protocol HistoryListViewInput: AnyObject {
  func display(_ model: HistoryListDisplayModel)
}

/// What the history view reports.
@MainActor
protocol HistoryListViewOutput: AnyObject {
  func viewWillAppear()
  func viewDidDisappear()
  func didTapDelete(of id: String)
}

// MARK: - Interactor

/// The history use cases.
@MainActor
protocol HistoryListInteractorInput: AnyObject {
  /// Loads the records, cancelling a load still in flight.
  func loadRecords()
  func deleteRecord(id: String)
}

/// What the history interactor reports, newest record first.
@MainActor
protocol HistoryListInteractorOutput: AnyObject {
  func didLoadRecords(_ records: [BMIRecord])
  func didFailToLoadRecords()
  func didDeleteRecord(id: String)
  func didFailToDeleteRecord(id: String)
}

// MARK: - Router

/// Where the history navigates: nowhere yet. The role is kept so that a destination has a home.
@MainActor
protocol HistoryListRouterInput: AnyObject {}

// MARK: - Module

/// What the app asks of the history module.
@MainActor
protocol HistoryListModuleInput: AnyObject {
  /// The BMI hand-off: the history loads, once — now if it is on screen, else when the tab
  /// selection that follows makes it appear.
  func recordWasSaved(_ record: BMIRecord)
  /// The screen's state as the presenter keeps it.
  var viewState: HistoryListViewState { get }
}
