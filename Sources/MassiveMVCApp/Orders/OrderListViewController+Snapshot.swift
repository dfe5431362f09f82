import AppContract

extension OrderListViewController {
  /// The list's state in the shape every variant exports; the message is the error on screen.
  var snapshot: ListSnapshot<String> {
    let phase: LoadPhase =
      isLoading ? .loading : loadFailed ? .failed : orders == nil ? .notLoaded : .loaded
    let message = isViewLoaded && !errorLabel.isHidden ? errorLabel.text : nil
    return ListSnapshot(phase: phase, ids: orders?.map(\.id) ?? [], message: message)
  }
}
