import AppContract

extension ProductDetailViewController {
  /// The detail's state in the shape every variant exports; the message is the error on screen.
  var snapshot: DetailSnapshot {
    DetailSnapshot(
      productID: productID, phase: state.exportedPhase, message: isViewLoaded ? errorLabel.visibleText : nil)
  }
}
