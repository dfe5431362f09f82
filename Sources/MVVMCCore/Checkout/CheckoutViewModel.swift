import Domain
import Observation

/// Checkout of one product: confirm places the order, cancel ends the flow. While the payment
/// is processing nothing else can happen.
@Observable
@MainActor
public final class CheckoutViewModel {
  /// Everything that can happen to the view model, by layer; ``doAction(_:)`` takes each.
  public enum Action {
    case view(ViewAction)
    case router(Route)
    case apiRequest(APIRequest)
    case apiResponse(APIResponse)
  }

  /// What the checkout shows, in domain models only.
  public struct State: Equatable {
    public let product: ProductDetail
    public var phase: Phase = .ready
  }

  /// Where the payment is.
  public enum Phase: Equatable {
    case ready
    case processing
    case failed
  }

  /// What the screen shows, in domain models only; only ``doAction(_:)`` changes it.
  public private(set) var state: State
  /// Where routes go: set by the UI side that navigates (a coordinator, a host controller).
  @ObservationIgnored public var onRoute: (@MainActor (Route) -> Void)?

  @ObservationIgnored private let api: any ProductAPI
  @ObservationIgnored private let work: AsyncWork

  /// A view model over the given services; nothing starts before its first action.
  public init(product: ProductDetail, api: any ProductAPI, work: AsyncWork) {
    self.state = State(product: product)
    self.api = api
    self.work = work
  }

  /// The one entry point: handles `action` by its layer, at once. A service call it starts
  /// comes back later as an `.apiResponse`.
  public func doAction(_ action: Action) {
    switch action {
    case .view(let action): handleViewAction(action)
    case .router(let route): onRoute?(route)
    case .apiRequest(let request): handleAPIRequest(request)
    case .apiResponse(let response): handleAPIResponse(response)
    }
  }

  /// Whether a payment is in flight: the flow must not be interrupted.
  public var isProcessing: Bool { state.phase == .processing }
}

// MARK: - View actions

extension CheckoutViewModel {
  /// What happened on screen, named for what the user or the screen did.
  public enum ViewAction: Equatable {
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
  /// Where the screen asks to go; ``onRoute`` hands it to the UI side, which navigates.
  public enum Route: Equatable {
    case cancelled
    case ordered(Order)
  }
}

// MARK: - API requests

extension CheckoutViewModel {
  /// The service calls the view model starts.
  public enum APIRequest: Equatable {
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
  /// The services' answers, carried as DTOs or results and mapped to domain models here.
  public enum APIResponse {
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
