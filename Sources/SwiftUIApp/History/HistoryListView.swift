import AppContract
import Domain
import HeadlessSwiftUI

/// The History tab's root: loads at every appearance; loading, failure, empty, or the records
/// newest first, each with a delete button.
struct HistoryListView: View {
  @Environment(HistoryModel.self) private var history
  @Environment(\.historyStore) private var store

  var body: some View {
    VStack {
      if history.state.isLoading {
        ProgressView().accessibilityIdentifier(ElementID.historyLoading)
      }
      if let message = history.message {
        Text(message).accessibilityIdentifier(ElementID.historyError)
      }
      if let records = history.state.value {
        if records.isEmpty {
          Text(AppText.noRecords).accessibilityIdentifier(ElementID.historyEmpty)
        } else {
          List(Array(records.enumerated()), id: \.offset) { row in
            HistoryRowView(record: row.element).accessibilityIdentifier(ElementID.historyRow(row.element.id))
          }
          .accessibilityIdentifier(ElementID.historyList)
        }
      }
    }
    .navigationTitle(AppText.historyTitle)
    .screenName(ScreenName.historyList)
    .onAppear { history.appeared(store: store) }
    .onDisappear { history.disappeared() }
  }
}

/// One record: its date, value, category and delete button.
struct HistoryRowView: View {
  let record: BMIRecord
  @Environment(HistoryModel.self) private var history
  @Environment(\.historyStore) private var store

  var body: some View {
    HStack {
      Text(HistoryDateFormatter.format(record.date)).accessibilityIdentifier(ElementID.historyDate(record.id))
      Text(BMIResult.format(record.value)).accessibilityIdentifier(ElementID.historyValue(record.id))
      Text(AppText.categoryName(record.category)).accessibilityIdentifier(
        ElementID.historyCategory(record.id))
      Button(AppText.delete) { history.delete(id: record.id, store: store) }
        .accessibilityIdentifier(ElementID.historyDelete(record.id))
        .disabled(history.deleting.contains(record.id))
    }
  }
}
