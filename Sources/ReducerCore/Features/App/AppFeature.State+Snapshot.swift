import AppContract
import Domain
import ReducerRuntime

// MARK: - Exported state

/// The one place the app's state meets the harness's shape: features and their state types know
/// nothing of `AppSnapshot`.
extension AppFeature.State {
  /// The app's state in the shape every variant exports.
  public var snapshot: AppSnapshot {
    AppSnapshot(
      products: ListSnapshot(
        phase: productList.products.exportedPhase, ids: productList.products.value?.ids ?? [],
        message: productList.message),
      favorites: FavoritesSnapshot(states: favorites.isFavorite, pending: favorites.pending),
      detail: detail.map {
        DetailSnapshot(productID: $0.productID, phase: $0.product.exportedPhase, message: $0.message)
      },
      checkout: checkout.map { CheckoutSnapshot(productID: $0.id, phase: $0.phase.snapshot) },
      orders: ListSnapshot(
        phase: orders.orders.exportedPhase, ids: orders.orders.value?.map(\.id) ?? [], message: orders.message
      ),
      bmi: BMISnapshot(
        heightText: bmi.heightText, weightText: bmi.weightText, standard: bmi.standard, outcome: bmi.outcome,
        save: bmi.save.snapshot),
      history: ListSnapshot(
        phase: history.records.exportedPhase, ids: history.records.value?.map(\.id) ?? [],
        message: history.message))
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

extension LoadState {
  fileprivate var exportedPhase: LoadPhase {
    switch self {
    case .notLoaded: .notLoaded
    case .loading: .loading
    case .loaded: .loaded
    case .failed: .failed
    }
  }
}
