import Domain

/// Hears about records saved anywhere in the app.
@MainActor
protocol HistoryObserver: AnyObject {
  func historyService(_ service: HistoryService, didSave record: BMIRecord)
}
