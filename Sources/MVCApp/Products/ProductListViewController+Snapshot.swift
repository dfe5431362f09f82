import AppContract
import Domain

extension ProductListViewController {
  /// The list's state in the shape every variant exports; the message is the error on screen.
  var snapshot: ListSnapshot<ProductID> {
    ListSnapshot(
      phase: state.exportedPhase, ids: productIDs,
      message: isViewLoaded ? errorLabel.visibleText : nil)
  }
}
