import AppContract
import Domain
import HeadlessSwiftUI
import ReducerCore
import ReducerRuntime

/// The History tab's root over its scope: loads at every appearance; loading, failure, empty, or
/// the records newest first, each with a delete button.
struct HistoryListView: View {
  let store: Store<HistoryFeature.State, HistoryFeature.Action>

  var body: some View {
    let state = store.state
    VStack {
      if state.records == .loading {
        ProgressView().accessibilityIdentifier(ElementID.historyLoading)
      }
      if let message = state.message {
        Text(message).accessibilityIdentifier(ElementID.historyError)
      }
      if let records = state.records.value {
        if records.isEmpty {
          Text(AppText.noRecords).accessibilityIdentifier(ElementID.historyEmpty)
        } else {
          List(records.indices, id: \.self) { index in
            HistoryRowView(record: records[index], isDeleting: state.deleting.contains(records[index].id)) {
              store.send(.deleteTapped(records[index].id))
            }
            .accessibilityIdentifier(ElementID.historyRow(records[index].id))
          }
          .accessibilityIdentifier(ElementID.historyList)
        }
      }
    }
    .navigationTitle(AppText.historyTitle)
    .screenName(ScreenName.historyList)
    .onAppear { store.send(.viewWillAppear) }
  }
}

/// One record: its date, value, category and delete button.
struct HistoryRowView: View {
  let record: BMIRecord
  let isDeleting: Bool
  let delete: @MainActor () -> Void

  var body: some View {
    HStack {
      Text(HistoryDateFormatter.format(record.date)).accessibilityIdentifier(ElementID.historyDate(record.id))
      Text(BMIResult.format(record.value)).accessibilityIdentifier(ElementID.historyValue(record.id))
      Text(AppText.categoryName(record.category)).accessibilityIdentifier(
        ElementID.historyCategory(record.id))
      Button(AppText.delete, action: delete)
        .accessibilityIdentifier(ElementID.historyDelete(record.id))
        .disabled(isDeleting)
    }
  }
}
