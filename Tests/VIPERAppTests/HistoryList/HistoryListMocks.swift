import Domain

@testable import VIPERApp

@MainActor
final class MockHistoryListView: HistoryListViewInput {
  private(set) var models: [HistoryListDisplayModel] = []
  var last: HistoryListDisplayModel? { models.last }

  func display(_ model: HistoryListDisplayModel) { models.append(model) }
}

@MainActor
final class MockHistoryListInteractor: HistoryListInteractorInput {
  private(set) var loadCount = 0
  private(set) var deleted: [String] = []

  func loadRecords() { loadCount += 1 }
  func deleteRecord(id: String) { deleted.append(id) }
}

@MainActor
final class MockHistoryListRouter: HistoryListRouterInput {}

@MainActor
final class MockHistoryListInteractorOutput: HistoryListInteractorOutput {
  private(set) var events: [String] = []

  func didLoadRecords(_ records: [BMIRecord]) { events.append("loaded \(records.map(\.id))") }
  func didFailToLoadRecords() { events.append("load failed") }
  func didDeleteRecord(id: String) { events.append("deleted \(id)") }
  func didFailToDeleteRecord(id: String) { events.append("delete failed \(id)") }
}
