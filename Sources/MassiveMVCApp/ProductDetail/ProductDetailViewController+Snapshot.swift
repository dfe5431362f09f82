import AppContract

extension ProductDetailViewController {
  /// The detail's state in the shape every variant exports; the message is the error on screen.
  var snapshot: DetailSnapshot {
    let phase: LoadPhase =
      isLoading ? .loading : loadFailed ? .failed : product == nil ? .notLoaded : .loaded
    let message = isViewLoaded && !errorLabel.isHidden ? errorLabel.text : nil
    return DetailSnapshot(productID: productID, phase: phase, message: message)
  }
}
