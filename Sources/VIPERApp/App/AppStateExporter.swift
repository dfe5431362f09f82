import AppContract
import Domain
import HeadlessUI

/// The one place VIPER's state meets the harness's shape: asks each module in the hierarchy for
/// its view state (through its module input) and the favourites service for the app-wide
/// favourites, and maps them into the ``AppSnapshot`` every variant exports. No presenter knows
/// that shape.
@MainActor
struct AppStateExporter {
  let wireframe: AppWireframe

  func snapshot() -> AppSnapshot {
    AppSnapshot(
      products: wireframe.productList.map { Self.products($0.viewState, ids: $0.productIDs) }
        ?? ListSnapshot(phase: .notLoaded),
      favorites: Self.favorites(wireframe.dependencies.favorites.states),
      detail: detailModule.map { Self.detail($0.viewState) },
      checkout: checkoutModule.map { Self.checkout($0.viewState) },
      orders: wireframe.orderList.map { Self.orders($0.viewState) } ?? ListSnapshot(phase: .notLoaded),
      bmi: Self.bmi(wireframe.bmiForm?.viewState ?? BMIFormViewState()),
      history: wireframe.historyList.map { Self.history($0.viewState) } ?? ListSnapshot(phase: .notLoaded))
  }

  // MARK: - Finding the modules that come and go

  /// The detail module in the Products stack, if one is there.
  private var detailModule: (any ProductDetailModuleInput)? {
    wireframe.navigation(for: .products)?.viewControllers
      .compactMap { ($0 as? ProductDetailViewController)?.moduleInput }.last
  }

  /// The presented checkout module, if any.
  private var checkoutModule: (any CheckoutModuleInput)? {
    let modal = wireframe.tabBarController.presentedViewController as? NavigationController
    return (modal?.viewControllers.first as? CheckoutViewController)?.moduleInput
  }

  // MARK: - View states → exported state

  /// `ids`: the loaded products' ids, which the presenter keeps in row order.
  static func products(_ state: ProductListViewState, ids: [ProductID]) -> ListSnapshot<ProductID> {
    switch state.phase {
    case .notLoaded: ListSnapshot(phase: .notLoaded)
    case .loading: ListSnapshot(phase: .loading)
    case .loaded:
      ListSnapshot(phase: .loaded, ids: ids, message: state.errorMessage)
    case .failed: ListSnapshot(phase: .failed, message: state.errorMessage)
    }
  }

  static func favorites(_ states: FavoriteStates) -> FavoritesSnapshot {
    FavoritesSnapshot(states: states.isFavorite, pending: states.pending)
  }

  static func detail(_ state: ProductDetailViewState) -> DetailSnapshot {
    let phase: LoadPhase =
      switch state.phase {
      case .notLoaded: .notLoaded
      case .loading: .loading
      case .loaded: .loaded
      case .failed: .failed
      }
    return DetailSnapshot(productID: state.productID, phase: phase, message: state.errorMessage)
  }

  static func checkout(_ state: CheckoutViewState) -> CheckoutSnapshot {
    let phase: CheckoutSnapshot.Phase =
      switch state.payment {
      case .ready: .ready
      case .processing: .processing
      case .failed: .failed
      }
    return CheckoutSnapshot(productID: state.product.id, phase: phase)
  }

  static func orders(_ state: OrderListViewState) -> ListSnapshot<String> {
    switch state.phase {
    case .notLoaded: ListSnapshot(phase: .notLoaded)
    case .loading: ListSnapshot(phase: .loading)
    case .loaded(let orders): ListSnapshot(phase: .loaded, ids: orders.map(\.id), message: state.errorMessage)
    case .failed: ListSnapshot(phase: .failed, message: state.errorMessage)
    }
  }

  /// The outcome reads as the form shows it: the prompt, or the value and the category.
  static func bmi(_ state: BMIFormViewState) -> BMISnapshot {
    let outcome =
      switch state.evaluation {
      case .invalid(let problem): AppText.prompt(problem)
      case .valid(_, let result): "\(result.formattedValue) \(AppText.categoryName(result.category))"
      }
    let save: BMISnapshot.SavePhase =
      switch state.save {
      case .idle: .idle
      case .saving: .saving
      case .failed: .failed
      }
    return BMISnapshot(
      heightText: state.heightText, weightText: state.weightText, standard: state.standard, outcome: outcome,
      save: save)
  }

  static func history(_ state: HistoryListViewState) -> ListSnapshot<String> {
    switch state.phase {
    case .notLoaded: ListSnapshot(phase: .notLoaded)
    case .loading: ListSnapshot(phase: .loading)
    case .loaded(let records):
      ListSnapshot(phase: .loaded, ids: records.map(\.id), message: state.errorMessage)
    case .failed: ListSnapshot(phase: .failed, message: state.errorMessage)
    }
  }
}
