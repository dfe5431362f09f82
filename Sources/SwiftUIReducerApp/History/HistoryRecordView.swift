import AppContract
import Domain
import HeadlessSwiftUI
import ReducerCore
import ReducerRuntime

/// A saved reading on the History stack over its element's scope: what the row shows, what was
/// entered, and Delete, with that delete's failure above it.
struct HistoryRecordView: View {
  let store: Store<HistoryRecordFeature.State, HistoryRecordFeature.Action>

  /// The page of the History stack's element `id`, scoped from History's store (nothing when the
  /// stack no longer holds it).
  @ViewBuilder
  static func destination(
    _ id: StackElementID, in history: Store<HistoryFeature.State, HistoryFeature.Action>
  ) -> some View {
    if let store = history.scope(
      presented: { $0.path[id: id] }, action: { HistoryFeature.Action.path(.element(id: id, action: $0)) })
    {
      HistoryRecordView(store: store)
    }
  }

  var body: some View {
    let state = store.state
    let record = state.record
    VStack {
      if state.showsDeleteFailure {
        Text(AppText.deleteFailed).accessibilityIdentifier(ElementID.recordError)
      }
      Text(HistoryDateFormatter.format(record.date)).accessibilityIdentifier(ElementID.recordDate)
      Text(BMIResult.format(record.value)).accessibilityIdentifier(ElementID.recordValue)
      Text(AppText.categoryName(record.category)).accessibilityIdentifier(ElementID.recordCategory)
      Text(AppText.height(of: record)).accessibilityIdentifier(ElementID.recordHeight)
      Text(AppText.weight(of: record)).accessibilityIdentifier(ElementID.recordWeight)
      Text(AppText.standardName(record.standard)).accessibilityIdentifier(ElementID.recordStandard)
      Button(AppText.delete) { store.send(.deleteTapped) }
        .accessibilityIdentifier(ElementID.recordDelete)
        .disabled(state.isDeleting)
    }
    .navigationTitle(state.title)
    .screenName(ScreenName.historyDetail)
  }
}
