/// Everything a reading's page shows, formatted by the presenter.
struct HistoryRecordDisplayModel: Equatable {
  var title = ""
  var date = ""
  var value = ""
  var category = ""
  var height = ""
  var weight = ""
  var standard = ""
  /// The `record.error` text; nil hides it.
  var errorMessage: String?
  var isDeleteEnabled = true
}
