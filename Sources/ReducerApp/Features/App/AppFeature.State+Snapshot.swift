import AppContract
import Domain

// MARK: - Exported state

extension AppFeature.State {
  /// The app's state in the shape every variant exports.
  public var snapshot: AppSnapshot {
    AppSnapshot(
      products: ListSnapshot(
        phase: productList.products.phase, ids: productList.products.value?.map(\.id) ?? [],
        message: productList.message),
      favorites: FavoritesSnapshot(isFavorite: favorites.isFavorite, pending: favorites.pending),
      detail: detail.map {
        DetailSnapshot(productID: $0.productID, phase: $0.product.phase, message: $0.message)
      },
      checkout: checkout.map { CheckoutSnapshot(productID: $0.id, phase: $0.phase.snapshot) },
      orders: ListSnapshot(
        phase: orders.orders.phase, ids: orders.orders.value?.map(\.id) ?? [], message: orders.message),
      bmi: BMISnapshot(
        heightText: bmi.heightText, weightText: bmi.weightText, standard: bmi.standard, outcome: bmi.outcome,
        save: bmi.save.snapshot),
      history: ListSnapshot(
        phase: history.records.phase, ids: history.records.value?.map(\.id) ?? [], message: history.message))
  }
}

extension CheckoutFeature.State.Phase {
  fileprivate var snapshot: CheckoutSnapshot.Phase {
    switch self {
    case .ready: .ready
    case .processing: .processing
    case .failed: .failed
    }
  }
}

extension BMIFeature.State.SavePhase {
  fileprivate var snapshot: BMISnapshot.SavePhase {
    switch self {
    case .idle: .idle
    case .saving: .saving
    case .failed: .failed
    }
  }
}
