import AppContract
import Domain
import ReducerRuntime

/// The one favourite state of the app: whether each product is a favourite, and which products
/// have a `setFavorite` request in flight. Screens hand their taps to the app, which starts a
/// request with ``toggle(_:from:_:)``; the request is this app-level feature's effect, so it runs
/// to its end whatever screen left meanwhile.
public struct FavoritesFeature: Reducer {
  public struct State: Equatable, Sendable {
    /// The last confirmed state of every product the app has heard of, in a table that keeps
    /// its exported text up to date as states change.
    public var isFavorite = FavoriteTable()
    public var pending: Set<ProductID> = []

    public init(isFavorite: FavoriteTable = [:], pending: Set<ProductID> = []) {
      self.isFavorite = isFavorite
      self.pending = pending
    }

    /// Whether `id` is a favourite; `fallback` until a payload told the app.
    public func isFavorite(_ id: ProductID, fallback: Bool = false) -> Bool {
      isFavorite[id] ?? fallback
    }

    /// Takes the favourite state of every product a payload carries.
    public mutating func record(_ products: [Product]) {
      for product in products { isFavorite[product.id] = product.isFavorite }
    }
  }

  /// Which screen asked for a toggle: the one that shows the failure.
  public enum Origin: Equatable, Sendable {
    case list
    /// The detail screen with this id on the Products stack.
    case detail(StackElementID)
  }

  public enum Action: Equatable, Sendable {
    case setFavoriteResponse(ProductID, isFavorite: Bool, from: Origin, error: APIError?)
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable {
      case toggleFailed(ProductID, from: Origin)
    }
  }

  let products: ProductClient

  public init(products: ProductClient) {
    self.products = products
  }

  /// Asks the API to flip `id`, pessimistically: pending until it answers. Nothing while a request
  /// for `id` is pending.
  func toggle(_ id: ProductID, from origin: Origin, _ state: inout State) -> Effect<Action> {
    guard !state.pending.contains(id) else { return .none }
    state.pending.insert(id)
    let wanted = !state.isFavorite(id)
    return .run { [products] send in
      let error = await Result { () async throws(APIError) in try await products.setFavorite(id, wanted) }
        .failure
      await send(.setFavoriteResponse(id, isFavorite: wanted, from: origin, error: error))
    }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .setFavoriteResponse(let id, let isFavorite, let origin, let error):
      state.pending.remove(id)
      guard error == nil else { return .send(.delegate(.toggleFailed(id, from: origin))) }
      state.isFavorite[id] = isFavorite
      return .none

    case .delegate:
      return .none
    }
  }
}
