import AppContract
import Domain
import ReducerRuntime

/// One product's detail screen: loads its product on first appearance and on retry; favourite and
/// buy taps are handed to the app.
///
/// The load is this feature's effect, under ``CancelID/load``: a retry supersedes a load in flight,
/// and the app's `forEach` over its stack cancels it when the detail leaves (popped, or replaced by
/// a link), so a late answer never arrives. A successful answer is handed to the app, which keeps
/// the product's favourite state.
public struct ProductDetailFeature: Reducer {
  public struct State: Equatable, Sendable {
    public let productID: ProductID
    public var product: LoadState<ProductDetail> = .notLoaded
    /// The last favourite toggle from this screen failed; shown while loaded.
    public var showsFavoriteFailure = false

    public init(
      productID: ProductID, product: LoadState<ProductDetail> = .notLoaded, showsFavoriteFailure: Bool = false
    ) {
      self.productID = productID
      self.product = product
      self.showsFavoriteFailure = showsFavoriteFailure
    }

    /// The `detail.error` text on screen, if any.
    public var message: String? {
      switch product {
      case .failed: AppText.productLoadFailed
      case .loaded where showsFavoriteFailure: AppText.favoriteFailed
      default: nil
      }
    }

    /// The navigation title: the name once loaded.
    public var title: String { product.value?.name ?? "" }
  }

  public enum Action: Equatable, Sendable {
    case viewWillAppear
    case retryTapped
    case productResponse(Result<ProductDetail, APIError>)
    case favoriteTapped
    case buyTapped
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable {
      /// The load answered with `product`, whose favourite state the app keeps.
      case productLoaded(ProductDetail)
      case toggleFavorite(ProductID)
      case buy(ProductDetail)
    }
  }

  enum CancelID { case load }

  let products: ProductClient

  public init(products: ProductClient) {
    self.products = products
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewWillAppear:
      guard state.product == .notLoaded else { return .none }
      return load(&state)
    case .retryTapped:
      return load(&state)
    case .productResponse(.success(let product)):
      state.product = .loaded(product)
      return .send(.delegate(.productLoaded(product)))
    case .productResponse(.failure):
      state.product = .failed
      return .none
    case .favoriteTapped:
      return .send(.delegate(.toggleFavorite(state.productID)))
    case .buyTapped:
      guard let product = state.product.value else { return .none }
      return .send(.delegate(.buy(product)))
    case .delegate:
      return .none
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.product = .loading
    state.showsFavoriteFailure = false
    return .run { [products, id = state.productID] send in
      await send(
        .productResponse(Result { () async throws(APIError) in try await products.fetchProduct(id) }))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
