import AppContract
import Domain

extension ProductListViewController {
  /// The list's state in the shape every variant exports; the message is the error on screen.
  var snapshot: ListSnapshot<ProductID> {
    let phase: LoadPhase =
      isLoading ? .loading : loadFailed ? .failed : products == nil ? .notLoaded : .loaded
    let message = isViewLoaded && !errorLabel.isHidden ? errorLabel.text : nil
    return ListSnapshot(phase: phase, ids: productIDs, message: message)
  }
}
