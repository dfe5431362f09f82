import AppContract
import Domain

/// The one place MVP's state meets the harness's shape: reads each presenter's own state — its
/// load state, phases and the `notice` it passes to its view — and maps it into the pieces of the
/// ``AppSnapshot`` every variant exports. No presenter knows that shape.
@MainActor
enum StateExporter {
  /// The list's state; the message is the notice shown.
  static func products(_ presenter: ProductListPresenter) -> ListSnapshot<ProductID> {
    ListSnapshot(phase: phase(of: presenter.state), ids: presenter.productIDs, message: presenter.notice)
  }

  static func detail(_ presenter: ProductDetailPresenter) -> DetailSnapshot {
    DetailSnapshot(
      productID: presenter.productID, phase: phase(of: presenter.state), message: presenter.notice)
  }

  static func checkout(_ presenter: CheckoutPresenter) -> CheckoutSnapshot {
    let exported: CheckoutSnapshot.Phase =
      switch presenter.phase {
      case .ready: .ready
      case .processing: .processing
      case .failed: .failed
      }
    return CheckoutSnapshot(productID: presenter.product.id, phase: exported)
  }

  /// The orders; the message is the error shown.
  static func orders(_ presenter: OrderListPresenter) -> ListSnapshot<String> {
    let message: String? = if case .failed = presenter.state { AppText.ordersLoadFailed } else { nil }
    return ListSnapshot(
      phase: phase(of: presenter.state), ids: presenter.state.value?.map(\.id) ?? [], message: message)
  }

  /// The form; the outcome reads as the form shows it: the prompt, or the value and the category.
  static func bmi(_ presenter: BMIFormPresenter) -> BMISnapshot {
    let outcome: String
    switch presenter.measurement {
    case .success:
      outcome = presenter.result.map { "\($0.formattedValue) \(AppText.categoryName($0.category))" } ?? ""
    case .failure(let problem): outcome = AppText.prompt(problem)
    }
    let save: BMISnapshot.SavePhase =
      switch presenter.savePhase {
      case .idle: .idle
      case .saving: .saving
      case .failed: .failed
      }
    return BMISnapshot(
      heightText: presenter.heightText, weightText: presenter.weightText, standard: presenter.standard,
      outcome: outcome, save: save)
  }

  /// The history; the message is the notice shown.
  static func history(_ presenter: HistoryListPresenter) -> ListSnapshot<String> {
    ListSnapshot(
      phase: phase(of: presenter.state), ids: presenter.state.value?.map(\.id) ?? [],
      message: presenter.notice)
  }

  /// The architecture-neutral phase of a presenter's load state.
  static func phase<Value>(of state: LoadState<Value>) -> LoadPhase {
    switch state {
    case .notLoaded: .notLoaded
    case .loading: .loading
    case .loaded: .loaded
    case .failed: .failed
    }
  }
}
