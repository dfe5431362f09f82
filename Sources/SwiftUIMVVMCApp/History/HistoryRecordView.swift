import AppContract
import Domain
import HeadlessSwiftUI
import MVVMCCore

/// A saved reading: what the row shows, what was entered, and Delete, which it sends to the view
/// model; the failure of that delete above it.
struct HistoryRecordView: View {
  let viewModel: HistoryRecordViewModel

  var body: some View {
    let state = viewModel.state
    let record = state.record
    VStack {
      if state.deleteFailed {
        Text(AppText.deleteFailed).accessibilityIdentifier(ElementID.recordError)
      }
      Text(HistoryDateFormatter.format(record.date)).accessibilityIdentifier(ElementID.recordDate)
      Text(BMIResult.format(record.value)).accessibilityIdentifier(ElementID.recordValue)
      Text(AppText.categoryName(record.category)).accessibilityIdentifier(ElementID.recordCategory)
      Text(AppText.height(of: record)).accessibilityIdentifier(ElementID.recordHeight)
      Text(AppText.weight(of: record)).accessibilityIdentifier(ElementID.recordWeight)
      Text(AppText.standardName(record.standard)).accessibilityIdentifier(ElementID.recordStandard)
      Button(AppText.delete) { viewModel.doAction(.view(.deleteTapped)) }
        .accessibilityIdentifier(ElementID.recordDelete)
        .disabled(state.isDeleting)
    }
    .navigationTitle(HistoryDateFormatter.format(record.date))
  }
}
