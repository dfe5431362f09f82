import Domain
import HeadlessUI

// MARK: - Pushing a record's page

extension HistoryListViewController {
  /// Pushes the page of `record`, which hands its Delete to this screen.
  func showRecord(_ record: BMIRecord) {
    let page = HistoryRecordViewController(record: record, isDeleting: deletingIDs.contains(record.id))
    page.delegate = self
    recordPage = page
    navigationController?.pushViewController(page)
  }
}

// MARK: - ListViewDelegate

extension HistoryListViewController: ListViewDelegate {
  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    guard let record = state.value?[row] else { return }
    showRecord(record)
  }
}

// MARK: - HistoryRecordViewControllerDelegate

extension HistoryListViewController: HistoryRecordViewControllerDelegate {
  func recordViewController(_ controller: HistoryRecordViewController, didTapDeleteOf recordID: String) {
    deleteRecord(id: recordID)
  }
}
