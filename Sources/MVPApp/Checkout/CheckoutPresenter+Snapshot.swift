import AppContract

extension CheckoutPresenter {
  /// The checkout's state in the shape every variant exports.
  var snapshot: CheckoutSnapshot {
    let exported: CheckoutSnapshot.Phase =
      switch phase {
      case .ready: .ready
      case .processing: .processing
      case .failed: .failed
      }
    return CheckoutSnapshot(productID: product.id, phase: exported)
  }
}
