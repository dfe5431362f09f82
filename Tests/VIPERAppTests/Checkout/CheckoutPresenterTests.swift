import AppContract
import Domain
import Testing

@testable import VIPERApp

@MainActor
struct CheckoutPresenterTests {
  let view = MockCheckoutView()
  let interactor = MockCheckoutInteractor()
  let router = MockCheckoutRouter()
  let presenter: CheckoutPresenter
  let summary = "1 × Case — $19.99"
  let product = Fixtures.product("p2", name: "Case", price: 19.99).toDomain()

  init() {
    presenter = CheckoutPresenter(product: product, interactor: interactor, router: router)
    presenter.view = view
  }

  @Test func itOpensReadyWithTheSummary() {
    presenter.viewDidLoad()
    #expect(view.last == CheckoutDisplayModel(summary: summary))
    #expect(presenter.viewState == CheckoutViewState(product: product, payment: .ready))
  }

  @Test func confirmProcessesDisablesTheButtonsAndLocksTheModal() {
    presenter.didTapConfirm()
    presenter.didTapConfirm()
    #expect(interactor.placed == ["p2"])
    #expect(
      view.last
        == CheckoutDisplayModel(
          summary: summary, isProcessingVisible: true, areButtonsEnabled: false, isDismissible: false))
    #expect(presenter.viewState.payment == .processing)
    presenter.didTapCancel()
    #expect(router.routes.isEmpty)
  }

  @Test func successHandsOverToTheRouter() {
    presenter.didTapConfirm()
    presenter.didPlaceOrder(Fixtures.order("o7", name: "Case").toDomain())
    #expect(router.routes == ["orders o7"])
  }

  @Test func failureShowsTheErrorAndAllowsAnotherTryOrCancel() {
    presenter.didTapConfirm()
    presenter.didFailToPlaceOrder()
    #expect(view.last == CheckoutDisplayModel(summary: summary, errorMessage: AppText.paymentFailed))
    #expect(presenter.viewState.payment == .failed)
    presenter.didTapCancel()
    #expect(router.routes == ["close"])
  }
}
