import AppContract
import Domain
import ReducerRuntime

/// The product list: loads once on first appearance, refresh and retry load again; the products
/// a load brought, and row and favourite taps, are handed to the app (navigation and the app-wide
/// favourites live there).
public struct ProductListFeature: Reducer {
  public struct State: Equatable, Sendable {
    /// The products in API order, found by id at once.
    public var products: LoadState<IdentifiedArray<Product>> = .notLoaded
    /// The last favourite toggle from this list failed; shown while the list is loaded.
    public var showsFavoriteFailure = false

    public init(
      products: LoadState<IdentifiedArray<Product>> = .notLoaded, showsFavoriteFailure: Bool = false
    ) {
      self.products = products
      self.showsFavoriteFailure = showsFavoriteFailure
    }

    /// The `products.error` text on screen, if any.
    public var message: String? {
      switch products {
      case .failed: AppText.productsLoadFailed
      case .loaded where showsFavoriteFailure: AppText.favoriteFailed
      default: nil
      }
    }
  }

  public enum Action: Equatable, Sendable {
    case viewWillAppear
    case refreshTapped
    case retryTapped
    case productsResponse(Result<[Product], APIError>)
    case productTapped(ProductID)
    case favoriteTapped(ProductID)
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable {
      /// A load answered with `products`, whose favourite states the app keeps.
      case productsLoaded([Product])
      case openProduct(ProductID)
      case toggleFavorite(ProductID)
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
      guard state.products == .notLoaded else { return .none }
      return load(&state)
    case .refreshTapped, .retryTapped:
      return load(&state)
    case .productsResponse(.success(let products)):
      state.products = .loaded(IdentifiedArray(products))
      return .send(.delegate(.productsLoaded(products)))
    case .productsResponse(.failure):
      state.products = .failed
      return .none
    case .productTapped(let id):
      return .send(.delegate(.openProduct(id)))
    case .favoriteTapped(let id):
      return .send(.delegate(.toggleFavorite(id)))
    case .delegate:
      return .none
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.products = .loading
    state.showsFavoriteFailure = false
    return .run { [products] send in
      await send(
        .productsResponse(Result { () async throws(APIError) in try await products.fetchProducts() }))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
