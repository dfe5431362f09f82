import AppContract

extension ProductDetailPresenter {
  /// The detail's state in the shape every variant exports; the message is the notice shown.
  var snapshot: DetailSnapshot {
    DetailSnapshot(productID: productID, phase: state.exportedPhase, message: notice)
  }
}
