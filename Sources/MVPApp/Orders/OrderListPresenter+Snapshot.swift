import AppContract

extension OrderListPresenter {
  /// The list's state in the shape every variant exports; the message is the error shown.
  var snapshot: ListSnapshot<String> {
    let message: String? = if case .failed = state { AppText.ordersLoadFailed } else { nil }
    return ListSnapshot(phase: state.exportedPhase, ids: state.value?.map(\.id) ?? [], message: message)
  }
}
