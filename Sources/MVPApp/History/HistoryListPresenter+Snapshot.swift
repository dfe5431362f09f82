import AppContract

extension HistoryListPresenter {
  /// The list's state in the shape every variant exports; the message is the notice shown.
  var snapshot: ListSnapshot<String> {
    ListSnapshot(phase: state.exportedPhase, ids: state.value?.map(\.id) ?? [], message: notice)
  }
}
