import Domain
import Observation

/// Checkout of one product: confirm places the order, cancel ends the flow. While the payment
/// is processing nothing else can happen.
@Observable
@MainActor
final class CheckoutViewModel {
  enum Action {
    case view(ViewAction)
    case router(Route)
    case apiRequest(APIRequest)
    case apiResponse(APIResponse)
  }

  /// What the checkout shows, in domain models only.
  struct State: Equatable {
    let product: ProductDetail
    var phase: Phase = .ready
  }

  enum Phase: Equatable {
    case ready
    case processing
    case failed
  }

  private(set) var state: State
  @ObservationIgnored var onRoute: (@MainActor (Route) -> Void)?

  @ObservationIgnored private let api: any ProductAPI
  @ObservationIgnored private let work: AsyncWork

  init(product: ProductDetail, api: any ProductAPI, work: AsyncWork) {
    self.state = State(product: product)
    self.api = api
    self.work = work
  }

  func doAction(_ action: Action) {
    switch action {
    case .view(let action): handleViewAction(action)
    case .router(let route): onRoute?(route)
    case .apiRequest(let request): handleAPIRequest(request)
    case .apiResponse(let response): handleAPIResponse(response)
    }
  }

  /// Whether a payment is in flight: the flow must not be interrupted.
  var isProcessing: Bool { state.phase == .processing }
}

// MARK: - View actions

extension CheckoutViewModel {
  enum ViewAction: Equatable {
    case confirmTapped
    case cancelTapped
  }

  private func handleViewAction(_ action: ViewAction) {
    guard !isProcessing else { return }
    switch action {
    case .confirmTapped: doAction(.apiRequest(.placeOrder))
    case .cancelTapped: doAction(.router(.cancelled))
    }
  }
}

// MARK: - Routes

extension CheckoutViewModel {
  enum Route: Equatable {
    case cancelled
    case ordered(Order)
  }
}

// MARK: - API requests

extension CheckoutViewModel {
  enum APIRequest: Equatable {
    case placeOrder
  }

  private func handleAPIRequest(_ request: APIRequest) {
    switch request {
    case .placeOrder:
      let id = state.product.id
      state.phase = .processing
      work.run { [self, api] in
        let result = await Result(awaiting: { () async throws(APIError) in
          try await api.placeOrder(productID: id)
        })
        self.doAction(.apiResponse(.orderPlaced(result)))
      }
    }
  }
}

// MARK: - API responses

extension CheckoutViewModel {
  enum APIResponse {
    case orderPlaced(Result<OrderDTO, APIError>)
  }

  private func handleAPIResponse(_ response: APIResponse) {
    switch response {
    case .orderPlaced(.success(let dto)):
      doAction(.router(.ordered(dto.toDomain())))
    case .orderPlaced(.failure):
      state.phase = .failed
    }
  }
}
