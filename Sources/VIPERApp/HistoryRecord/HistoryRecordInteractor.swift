import Domain

/// A reading's use cases: it holds the record History listed and hands its delete to History.
@MainActor
final class HistoryRecordInteractor: HistoryRecordInteractorInput {
  let record: BMIRecord
  private weak var deleter: (any HistoryRecordDeleting)?

  init(record: BMIRecord, deleter: any HistoryRecordDeleting) {
    self.record = record
    self.deleter = deleter
  }

  func deleteRecord() {
    deleter?.deleteRecord(id: record.id)
  }
}
