import AppContract
import Domain
import Testing

@testable import VIPERApp

@MainActor
struct OrderListPresenterTests {
  let view = MockOrderListView()
  let interactor = MockOrderListInteractor()
  let presenter: OrderListPresenter
  let order = Fixtures.order("o1", name: "Phone").toDomain()

  init() {
    presenter = OrderListPresenter(interactor: interactor, router: MockOrderListRouter())
    presenter.view = view
  }

  @Test func itFetchesOnFirstAppearanceOnly() {
    presenter.viewWillAppear()
    presenter.didFetchOrders([order])
    presenter.viewDidDisappear()
    presenter.viewWillAppear()
    #expect(interactor.fetchCount == 1)
    #expect(view.last?.rows == [OrderRowDisplayModel(id: "o1", title: "Phone", total: "$1,299.00")])
  }

  @Test func anOrderPlacedBeforeTheFirstAppearanceCausesOneFetch() {
    presenter.orderWasPlaced(order)
    #expect(interactor.fetchCount == 0)
    presenter.viewWillAppear()
    #expect(interactor.fetchCount == 1)
  }

  @Test func anOrderPlacedWhileOffScreenRefetchesOnTheNextAppearance() {
    presenter.viewWillAppear()
    presenter.didFetchOrders([])
    presenter.viewDidDisappear()
    presenter.orderWasPlaced(order)
    #expect(interactor.fetchCount == 1)
    presenter.viewWillAppear()
    #expect(interactor.fetchCount == 2)
    #expect(view.last == OrderListDisplayModel(isLoadingVisible: true))
    presenter.viewDidDisappear()
    presenter.viewWillAppear()
    #expect(interactor.fetchCount == 2)
  }

  @Test func anOrderPlacedWhileOnScreenRefetchesAtOnce() {
    presenter.viewWillAppear()
    presenter.didFetchOrders([])
    presenter.orderWasPlaced(order)
    #expect(interactor.fetchCount == 2)
  }

  @Test func emptyAndFailedStatesAndRetry() {
    presenter.viewWillAppear()
    presenter.didFetchOrders([])
    #expect(view.last == OrderListDisplayModel(isEmptyVisible: true))
    #expect(presenter.viewState == OrderListViewState(phase: .loaded([])))
    presenter.didTapRetry()
    presenter.didFailToFetchOrders()
    #expect(view.last == OrderListDisplayModel(errorMessage: AppText.ordersLoadFailed, isRetryVisible: true))
    #expect(presenter.viewState == OrderListViewState(phase: .failed))
    #expect(presenter.viewState.errorMessage == AppText.ordersLoadFailed)
  }
}
