import AppContract
import Domain

extension ProductListPresenter {
  /// The list's state in the shape every variant exports; the message is the notice shown.
  var snapshot: ListSnapshot<ProductID> {
    ListSnapshot(phase: state.exportedPhase, ids: productIDs, message: notice)
  }
}
