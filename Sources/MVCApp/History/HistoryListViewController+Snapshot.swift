import AppContract

extension HistoryListViewController {
  /// The list's state in the shape every variant exports; the message is the error on screen.
  var snapshot: ListSnapshot<String> {
    ListSnapshot(
      phase: state.exportedPhase, ids: state.value?.map(\.id) ?? [],
      message: isViewLoaded ? errorLabel.visibleText : nil)
  }
}
