import Domain
import Observation

/// The orders list: loads on first appearance and once after every placed order.
@Observable
@MainActor
public final class OrderListViewModel {
  /// Everything that can happen to the list, by layer: the view, events from elsewhere in the app
  /// (forwarded by the UI side that navigates), API requests and their responses. Order rows lead
  /// nowhere, so there is no route layer.
  public enum Action {
    case view(ViewAction)
    case flow(FlowEvent)
    case apiRequest(APIRequest)
    case apiResponse(APIResponse)
  }

  /// What the screen shows, in domain models only; only ``doAction(_:)`` changes it.
  public private(set) var state = State()

  @ObservationIgnored private let api: any ProductAPI
  @ObservationIgnored private let work: AsyncWork
  /// The fetch in flight, cancelled by a newer one.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// A view model over the given services; nothing starts before its first action.
  public init(api: any ProductAPI, work: AsyncWork) {
    self.api = api
    self.work = work
  }

  /// The one entry point: handles `action` by its layer, at once. A service call it starts
  /// comes back later as an `.apiResponse`.
  public func doAction(_ action: Action) {
    switch action {
    case .view(let action): handleViewAction(action)
    case .flow(let event): handleFlowEvent(event)
    case .apiRequest(let request): handleAPIRequest(request)
    case .apiResponse(let response): handleAPIResponse(response)
    }
  }
}

// MARK: - View actions

extension OrderListViewModel {
  /// What happened on screen, named for what the user or the screen did.
  public enum ViewAction: Equatable {
    case willAppear
    case didDisappear
    case retryTapped
  }

  private func handleViewAction(_ action: ViewAction) {
    switch action {
    case .willAppear:
      state.isOnScreen = true
      guard state.phase == .notLoaded || state.isStale else { return }
      doAction(.apiRequest(.fetchOrders))
    case .didDisappear:
      state.isOnScreen = false
    case .retryTapped:
      doAction(.apiRequest(.fetchOrders))
    }
  }
}

// MARK: - Events from the app

extension OrderListViewModel {
  /// What the UI side tells the view model about the flow around its screen.
  public enum FlowEvent: Equatable {
    /// An order was placed somewhere in the app.
    case orderPlaced
  }

  private func handleFlowEvent(_ event: FlowEvent) {
    switch event {
    case .orderPlaced:
      // Never loaded: its first appearance loads, and that load includes the order.
      guard state.phase != .notLoaded else { return }
      if state.isOnScreen {
        doAction(.apiRequest(.fetchOrders))
      } else {
        state.isStale = true
      }
    }
  }
}

// MARK: - API requests

extension OrderListViewModel {
  /// The service calls the view model starts.
  public enum APIRequest: Equatable {
    case fetchOrders
  }

  private func handleAPIRequest(_ request: APIRequest) {
    switch request {
    case .fetchOrders:
      state.isStale = false
      state.phase = .loading
      loadTask?.cancel()
      loadTask = work.run { [self, api] in
        let result = await Result(awaiting: api.fetchOrders)
        guard !Task.isCancelled else { return }
        self.doAction(.apiResponse(.ordersLoaded(result)))
      }
    }
  }
}

// MARK: - API responses

extension OrderListViewModel {
  /// The services' answers, carried as DTOs or results and mapped to domain models here.
  public enum APIResponse {
    case ordersLoaded(Result<[OrderDTO], APIError>)
  }

  private func handleAPIResponse(_ response: APIResponse) {
    switch response {
    case .ordersLoaded(.success(let dtos)):
      state.phase = .loaded(dtos.map { $0.toDomain() }.sortedNewestFirst())
    case .ordersLoaded(.failure):
      state.phase = .failed
    }
  }
}
