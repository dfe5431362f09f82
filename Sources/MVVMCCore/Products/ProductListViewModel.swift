import Domain
import Observation

/// The product list: loads products, opens a product, toggles favourites through the shared
/// ``FavoritesStore``. One entry point, ``doAction(_:)``, over a layered ``Action``.
@Observable
@MainActor
public final class ProductListViewModel {
  /// Everything that can happen to the list, by layer: the view, routes out, API requests and
  /// their responses.
  public enum Action {
    case view(ViewAction)
    case router(Route)
    case apiRequest(APIRequest)
    case apiResponse(APIResponse)
  }

  /// What the screen shows, in domain models only; only ``doAction(_:)`` changes it.
  public private(set) var state = State()
  /// Where routes go: set by the UI side that navigates (a coordinator, a host controller).
  @ObservationIgnored public var onRoute: (@MainActor (Route) -> Void)?

  @ObservationIgnored private let api: any ProductAPI
  @ObservationIgnored private let favorites: FavoritesStore
  @ObservationIgnored private let work: AsyncWork
  /// The fetch in flight, cancelled by a newer one.
  @ObservationIgnored private var loadTask: Task<Void, Never>?
  /// The loaded products' ids in row order, and the (first) row of each: kept when products
  /// load, read by the exported state and by the list to find a row by its product.
  @ObservationIgnored public private(set) var productIDs: [ProductID] = []
  @ObservationIgnored private var rowOfProduct: [ProductID: Int] = [:]

  /// A view model over the given services; nothing starts before its first action.
  public init(api: any ProductAPI, favorites: FavoritesStore, work: AsyncWork) {
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
    case .apiRequest(let request): handleAPIRequest(request)
    case .apiResponse(let response): handleAPIResponse(response)
    }
  }

  // MARK: - Derived for display

  /// The loaded products as rows with their app-wide favourite state, each row made when the
  /// list asks for it (a list shows twenty of 100,000). Reading `rows` observes the products and
  /// every favourite and pending state, so a view that renders the rows redraws when any changes.
  public var rows: Rows {
    guard case .loaded(let products) = state.phase else { return Rows() }
    favorites.trackEveryState()
    return Rows(products: products, rowOfProduct: rowOfProduct, favorites: favorites)
  }

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

extension ProductListViewModel {
  /// What happened on screen, named for what the user or the screen did.
  public enum ViewAction: Equatable {
    case willAppear
    case refreshTapped
    case retryTapped
    case productTapped(ProductID)
    case favoriteTapped(ProductID)
  }

  private func handleViewAction(_ action: ViewAction) {
    switch action {
    case .willAppear:
      guard state.phase == .notLoaded else { return }
      doAction(.apiRequest(.fetchProducts))
    case .refreshTapped, .retryTapped:
      state.favoriteFailure = nil
      doAction(.apiRequest(.fetchProducts))
    case .productTapped(let id):
      doAction(.router(.detail(id)))
    case .favoriteTapped(let id):
      doAction(.apiRequest(.toggleFavorite(id)))
    }
  }
}

// MARK: - Routes

extension ProductListViewModel {
  /// Where the screen asks to go; ``onRoute`` hands it to the UI side, which navigates.
  public enum Route: Equatable {
    case detail(ProductID)
  }
}

// MARK: - API requests

extension ProductListViewModel {
  /// The service calls the view model starts.
  public enum APIRequest: Equatable {
    case fetchProducts
    case toggleFavorite(ProductID)
  }

  private func handleAPIRequest(_ request: APIRequest) {
    switch request {
    case .fetchProducts:
      state.phase = .loading
      loadTask?.cancel()
      loadTask = work.run { [self, api] in
        let result = await Result(awaiting: api.fetchProducts)
        guard !Task.isCancelled else { return }
        self.doAction(.apiResponse(.productsLoaded(result)))
      }
    case .toggleFavorite(let id):
      guard let request = favorites.toggle(id) else { return }
      work.run { [self] in
        let result = await request.value
        self.doAction(.apiResponse(.favoriteToggled(id, result)))
      }
    }
  }
}

// MARK: - API responses

extension ProductListViewModel {
  /// The services' answers, carried as DTOs or results and mapped to domain models here.
  public enum APIResponse {
    case productsLoaded(Result<[ProductDTO], APIError>)
    case favoriteToggled(ProductID, Result<Void, APIError>)
  }

  /// The row of each product; a product listed twice is found at its first row.
  private static func firstRows(of ids: [ProductID]) -> [ProductID: Int] {
    var rows = [ProductID: Int](minimumCapacity: ids.count)
    for row in ids.indices.reversed() { rows[ids[row]] = row }
    return rows
  }

  private func handleAPIResponse(_ response: APIResponse) {
    switch response {
    case .productsLoaded(.success(let dtos)):
      let products = dtos.map { $0.toDomain() }
      favorites.remember(products)
      productIDs = products.map(\.id)
      rowOfProduct = Self.firstRows(of: productIDs)
      state.phase = .loaded(products)
    case .productsLoaded(.failure):
      state.phase = .failed
    case .favoriteToggled(_, .success):
      break
    case .favoriteToggled(_, .failure):
      state.favoriteFailure = favorites.toggleCount
    }
  }
}
