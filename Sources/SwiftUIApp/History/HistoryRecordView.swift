import AppContract
import Domain
import HeadlessSwiftUI

/// A saved reading on the History stack: what the row shows, what was entered, and Delete — the
/// history model's delete of that record, whose failure the router marks on this page.
struct HistoryRecordView: View {
  let route: HistoryRoute
  @Environment(Router.self) private var router
  @Environment(HistoryModel.self) private var history
  @Environment(\.historyStore) private var store

  var body: some View {
    let record = route.record
    VStack {
      if router.failedRecordPages.contains(route) {
        Text(AppText.deleteFailed).accessibilityIdentifier(ElementID.recordError)
      }
      Text(HistoryDateFormatter.format(record.date)).accessibilityIdentifier(ElementID.recordDate)
      Text(BMIResult.format(record.value)).accessibilityIdentifier(ElementID.recordValue)
      Text(AppText.categoryName(record.category)).accessibilityIdentifier(ElementID.recordCategory)
      Text(AppText.height(of: record)).accessibilityIdentifier(ElementID.recordHeight)
      Text(AppText.weight(of: record)).accessibilityIdentifier(ElementID.recordWeight)
      Text(AppText.standardName(record.standard)).accessibilityIdentifier(ElementID.recordStandard)
      Button(AppText.delete) {
        router.failedRecordPages.remove(route)
        history.delete(id: record.id, store: store)
      }
      .accessibilityIdentifier(ElementID.recordDelete)
      .disabled(history.deleting.contains(record.id))
    }
    .navigationTitle(HistoryDateFormatter.format(record.date))
    .screenName(ScreenName.historyDetail)
  }
}
