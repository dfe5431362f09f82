import Domain
import Observation

/// One product: loads it on first appearance, toggles its favourite through the shared
/// ``FavoritesStore``, and routes Buy to checkout. The load is the view model's own: the UI side
/// that navigates tells it when its flow ended, and it cancels the load; a cancelled load's
/// answer changes nothing. A favourite toggle belongs to the store and runs on.
@Observable
@MainActor
public final class ProductDetailViewModel {
  /// Everything that can happen to the view model, by layer; ``doAction(_:)`` takes each.
  public enum Action {
    case view(ViewAction)
    case router(Route)
    case flow(FlowEvent)
    case apiRequest(APIRequest)
    case apiResponse(APIResponse)
  }

  /// What the screen shows, in domain models only; only ``doAction(_:)`` changes it.
  public private(set) var state: State
  /// Where routes go: set by the UI side that navigates (a coordinator, a host controller).
  @ObservationIgnored public var onRoute: (@MainActor (Route) -> Void)?

  @ObservationIgnored private let api: any ProductAPI
  @ObservationIgnored private let favorites: FavoritesStore
  @ObservationIgnored private let work: AsyncWork
  /// The fetch in flight: cancelled by a newer one and when the flow ends.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// A view model over the given services; nothing starts before its first action.
  public init(productID: ProductID, api: any ProductAPI, favorites: FavoritesStore, work: AsyncWork) {
    self.state = State(productID: productID)
    self.api = api
    self.favorites = favorites
    self.work = work
  }

  /// The one entry point: handles `action` by its layer, at once. A service call it starts
  /// comes back later as an `.apiResponse`.
  public func doAction(_ action: Action) {
    switch action {
    case .view(let action): handleViewAction(action)
    case .router(let route): onRoute?(route)
    case .flow(let event): handleFlowEvent(event)
    case .apiRequest(let request): handleAPIRequest(request)
    case .apiResponse(let response): handleAPIResponse(response)
    }
  }

  // MARK: - Derived for display

  /// The product's app-wide favourite state.
  public var isFavorite: Bool {
    guard case .loaded(let product) = state.phase else { return false }
    return favorites.isFavorite(product.id) ?? product.isFavorite
  }

  /// Whether a `setFavorite` for this product is in flight, from any screen.
  public var isFavoritePending: Bool { favorites.isPending(state.productID) }

  /// The error the screen shows, if any.
  public var notice: Notice? {
    switch state.phase {
    case .failed: .loadFailed
    case .loaded where state.favoriteFailure == favorites.toggleCount: .favoriteFailed
    case .notLoaded, .loading, .loaded: nil
    }
  }
}

// MARK: - View actions

extension ProductDetailViewModel {
  /// What happened on screen, named for what the user or the screen did.
  public enum ViewAction: Equatable {
    case willAppear
    case retryTapped
    case favoriteTapped
    case buyTapped
  }

  private func handleViewAction(_ action: ViewAction) {
    switch action {
    case .willAppear:
      guard state.phase == .notLoaded else { return }
      doAction(.apiRequest(.fetchProduct))
    case .retryTapped:
      state.favoriteFailure = nil
      doAction(.apiRequest(.fetchProduct))
    case .favoriteTapped:
      guard case .loaded = state.phase else { return }
      doAction(.apiRequest(.toggleFavorite))
    case .buyTapped:
      guard case .loaded(let product) = state.phase else { return }
      doAction(.router(.checkout(product)))
    }
  }
}

// MARK: - Routes

extension ProductDetailViewModel {
  /// Where the screen asks to go; ``onRoute`` hands it to the UI side, which navigates.
  public enum Route: Equatable {
    case checkout(ProductDetail)
  }
}

// MARK: - Events from the UI side

extension ProductDetailViewModel {
  /// What the UI side tells the view model about the flow around its screen.
  public enum FlowEvent: Equatable {
    /// The screen left the stack for good (back, tab re-tap, pop to root, a link's new stack).
    case flowEnded
  }

  private func handleFlowEvent(_ event: FlowEvent) {
    switch event {
    case .flowEnded:
      loadTask?.cancel()
      loadTask = nil
    }
  }
}

// MARK: - API requests

extension ProductDetailViewModel {
  /// The service calls the view model starts.
  public enum APIRequest: Equatable {
    case fetchProduct
    case toggleFavorite
  }

  private func handleAPIRequest(_ request: APIRequest) {
    let id = state.productID
    switch request {
    case .fetchProduct:
      state.phase = .loading
      loadTask?.cancel()
      loadTask = work.run { [self, api] in
        let result = await Result(awaiting: { () async throws(APIError) in
          try await api.fetchProduct(id: id)
        })
        guard !Task.isCancelled else { return }
        self.doAction(.apiResponse(.productLoaded(result)))
      }
    case .toggleFavorite:
      guard let request = favorites.toggle(id) else { return }
      work.run { [self] in
        let result = await request.value
        self.doAction(.apiResponse(.favoriteToggled(result)))
      }
    }
  }
}

// MARK: - API responses

extension ProductDetailViewModel {
  /// The services' answers, carried as DTOs or results and mapped to domain models here.
  public enum APIResponse {
    case productLoaded(Result<ProductDetailDTO, APIError>)
    case favoriteToggled(Result<Void, APIError>)
  }

  private func handleAPIResponse(_ response: APIResponse) {
    switch response {
    case .productLoaded(.success(let dto)):
      let product = dto.toDomain()
      favorites.remember(product)
      state.phase = .loaded(product)
    case .productLoaded(.failure):
      state.phase = .failed
    case .favoriteToggled(.success):
      break
    case .favoriteToggled(.failure):
      state.favoriteFailure = favorites.toggleCount
    }
  }
}
