import AppContract
import Domain
import ReducerRuntime

/// The checkout modal: confirm places the order; the app dismisses the modal on cancel and on
/// success (its delegate actions), and refuses interruptions while the payment runs.
public struct CheckoutFeature: Reducer {
  public struct State: Equatable, Identifiable, Sendable {
    public enum Phase: Equatable, Sendable {
      case ready
      case processing
      case failed
    }

    public let id: ProductID
    public let productName: String
    public let price: Money
    public var phase: Phase = .ready

    public init(id: ProductID, productName: String, price: Money, phase: Phase = .ready) {
      self.id = id
      self.productName = productName
      self.price = price
      self.phase = phase
    }

    /// The checkout of `product`.
    public init(product: ProductDetail) {
      self.init(id: product.id, productName: product.name, price: product.price)
    }

    /// `1 × Phone — $1,299.00`
    public var summary: String { AppText.checkoutSummary(name: productName, price: price) }

    /// While the payment runs the modal cannot be dismissed, by a swipe or a deep link.
    public var isProcessing: Bool { phase == .processing }
  }

  public enum Action: Equatable, Sendable {
    case confirmTapped
    case cancelTapped
    case orderResponse(Result<Order, APIError>)
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable {
      case cancelled
      case orderPlaced(Order)
    }
  }

  let products: ProductClient

  public init(products: ProductClient) {
    self.products = products
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .confirmTapped:
      guard !state.isProcessing else { return .none }
      state.phase = .processing
      let id = state.id
      return .run { [products] send in
        await send(.orderResponse(Result { () async throws(APIError) in try await products.placeOrder(id) }))
      }
    case .cancelTapped:
      guard !state.isProcessing else { return .none }
      return .send(.delegate(.cancelled))
    case .orderResponse(.success(let order)):
      return .send(.delegate(.orderPlaced(order)))
    case .orderResponse(.failure):
      state.phase = .failed
      return .none
    case .delegate:
      return .none
    }
  }
}
