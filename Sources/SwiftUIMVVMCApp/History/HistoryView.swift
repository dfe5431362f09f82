import AppContract
import Domain
import HeadlessSwiftUI
import MVVMCCore

/// The BMI history: loading, failure, empty, or the records newest first, each with Delete.
struct HistoryView: View {
  let viewModel: HistoryViewModel

  var body: some View {
    let state = viewModel.state
    VStack {
      if state.phase == .loading {
        ProgressView().accessibilityIdentifier(ElementID.historyLoading)
      }
      if let notice = viewModel.notice {
        Text(notice.text).accessibilityIdentifier(ElementID.historyError)
      }
      if case .loaded(let records) = state.phase {
        if records.isEmpty {
          Text(AppText.noRecords).accessibilityIdentifier(ElementID.historyEmpty)
        } else {
          List(records.indices, id: \.self) { index in
            let record = records[index]
            HistoryRow(record: record, isDeleting: state.deleting.contains(record.id)) {
              viewModel.doAction(.view(.deleteTapped(record.id)))
            }
            .accessibilityIdentifier(ElementID.historyRow(record.id))
          }
          .accessibilityIdentifier(ElementID.historyList)
        }
      }
    }
    .navigationTitle(AppText.historyTitle)
    .onAppear { viewModel.doAction(.view(.willAppear)) }
    .onDisappear { viewModel.doAction(.view(.didDisappear)) }
  }
}

/// One record: its date, value, category and Delete, disabled while its delete is in flight.
private struct HistoryRow: View {
  let record: BMIRecord
  let isDeleting: Bool
  let deleteTapped: @MainActor () -> Void

  var body: some View {
    HStack {
      Text(HistoryDateFormatter.format(record.date)).accessibilityIdentifier(ElementID.historyDate(record.id))
      Text(BMIResult.format(record.value)).accessibilityIdentifier(ElementID.historyValue(record.id))
      Text(AppText.categoryName(record.category)).accessibilityIdentifier(
        ElementID.historyCategory(record.id))
      Button(AppText.delete, action: deleteTapped)
        .accessibilityIdentifier(ElementID.historyDelete(record.id))
        .disabled(isDeleting)
    }
  }
}
