import AppContract
import Domain

/// Reads the app's state where MVVM keeps it — the view models and the shared favourites store —
/// into the shape every variant exports. Each UI finds the view models its own way (`mvvmc` from
/// its coordinators, `swiftui-mvvmc` from its host controllers) and hands them here, so both
/// export the same state in the same words.
@MainActor
public enum AppStateExporter {
  /// The snapshot of the view models on screen now; a screen not made yet exports as not loaded
  /// (a list) or as absent (the detail, the checkout).
  public static func snapshot(
    products: ProductListViewModel?, favorites: FavoritesStore, detail: ProductDetailViewModel?,
    checkout: CheckoutViewModel?, orders: OrderListViewModel?, bmi: BMIViewModel?, history: HistoryViewModel?
  ) -> AppSnapshot {
    AppSnapshot(
      products: products.map(Self.products) ?? ListSnapshot(phase: .notLoaded),
      favorites: FavoritesSnapshot(states: favorites.states, pending: favorites.pending),
      detail: detail.map(Self.detail),
      checkout: checkout.map(Self.checkout),
      orders: orders.map(Self.orders) ?? ListSnapshot(phase: .notLoaded),
      bmi: Self.bmi(bmi?.state ?? BMIViewModel.State()),
      history: history.map(Self.history) ?? ListSnapshot(phase: .notLoaded))
  }

  // MARK: - Sections

  private static func products(_ viewModel: ProductListViewModel) -> ListSnapshot<ProductID> {
    let message = viewModel.notice?.text
    return switch viewModel.state.phase {
    case .notLoaded: ListSnapshot(phase: .notLoaded, message: message)
    case .loading: ListSnapshot(phase: .loading, message: message)
    case .loaded: ListSnapshot(phase: .loaded, ids: viewModel.productIDs, message: message)
    case .failed: ListSnapshot(phase: .failed, message: message)
    }
  }

  private static func detail(_ viewModel: ProductDetailViewModel) -> DetailSnapshot {
    let phase: LoadPhase =
      switch viewModel.state.phase {
      case .notLoaded: .notLoaded
      case .loading: .loading
      case .loaded: .loaded
      case .failed: .failed
      }
    return DetailSnapshot(productID: viewModel.state.productID, phase: phase, message: viewModel.notice?.text)
  }

  private static func checkout(_ viewModel: CheckoutViewModel) -> CheckoutSnapshot {
    let phase: CheckoutSnapshot.Phase =
      switch viewModel.state.phase {
      case .ready: .ready
      case .processing: .processing
      case .failed: .failed
      }
    return CheckoutSnapshot(productID: viewModel.state.product.id, phase: phase)
  }

  private static func orders(_ viewModel: OrderListViewModel) -> ListSnapshot<String> {
    switch viewModel.state.phase {
    case .notLoaded: ListSnapshot(phase: .notLoaded)
    case .loading: ListSnapshot(phase: .loading)
    case .loaded(let orders): ListSnapshot(phase: .loaded, ids: orders.map(\.id))
    case .failed: ListSnapshot(phase: .failed, message: AppText.ordersLoadFailed)
    }
  }

  private static func bmi(_ state: BMIViewModel.State) -> BMISnapshot {
    let save: BMISnapshot.SavePhase =
      switch state.savePhase {
      case .idle: .idle
      case .saving: .saving
      case .failed: .failed
      }
    return BMISnapshot(
      heightText: state.heightText, weightText: state.weightText, standard: state.standard,
      outcome: state.outcomeText, save: save)
  }

  private static func history(_ viewModel: HistoryViewModel) -> ListSnapshot<String> {
    let message = viewModel.notice?.text
    return switch viewModel.state.phase {
    case .notLoaded: ListSnapshot(phase: .notLoaded, message: message)
    case .loading: ListSnapshot(phase: .loading, message: message)
    case .loaded(let records): ListSnapshot(phase: .loaded, ids: records.map(\.id), message: message)
    case .failed: ListSnapshot(phase: .failed, message: message)
    }
  }
}
