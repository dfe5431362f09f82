import AppContract

extension HistoryListViewController {
  /// The list's state in the shape every variant exports; the message is the error on screen.
  var snapshot: ListSnapshot<String> {
    let phase: LoadPhase =
      isLoading ? .loading : loadFailed ? .failed : records == nil ? .notLoaded : .loaded
    let message = isViewLoaded && !errorLabel.isHidden ? errorLabel.text : nil
    return ListSnapshot(phase: phase, ids: records?.map(\.id) ?? [], message: message)
  }
}
