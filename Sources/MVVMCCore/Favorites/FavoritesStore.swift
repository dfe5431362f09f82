import AppContract
import Domain
import Observation

/// The one favourite state of the app: which products are favourites, which have a `setFavorite`
/// in flight, and how many toggles have started. Every view model that shows a favourite reads
/// it from here, and the screens that show those view models observe it through them, so a
/// change made on one screen shows on every screen.
///
/// It is a shared repository rather than a navigation message: the state belongs to no screen,
/// outlives them all, and requests finish here even when the screen that started them is gone.
@Observable
@MainActor
public final class FavoritesStore {
  /// The last known state of every product the app has heard of, in a table that keeps its
  /// exported text up to date as states change.
  public private(set) var states = FavoriteTable()
  /// Products whose `setFavorite` request is in flight.
  public private(set) var pending: Set<ProductID> = []
  /// How many toggles have started, app-wide. A screen's "could not update" message stays up
  /// until the next toggle starts, wherever that is.
  public private(set) var toggleCount = 0

  private let api: any ProductAPI
  private let work: AsyncWork

  /// No state known yet; toggles go to `api`, their tasks to `work`.
  public init(api: any ProductAPI, work: AsyncWork) {
    self.api = api
    self.work = work
  }

  // MARK: - Reading

  /// Whether `id` is a favourite, as last confirmed; nil if the app has not heard of it.
  public func isFavorite(_ id: ProductID) -> Bool? { states[id] }

  /// Whether a `setFavorite` for `id` is in flight.
  public func isPending(_ id: ProductID) -> Bool { pending.contains(id) }

  /// Registers a read of every state and pending request with the observation in progress, for
  /// an observer that shows any of them but reads each one later (a list reads a row's state
  /// only when the row comes on screen).
  public func trackEveryState() {
    access(keyPath: \.states)
    access(keyPath: \.pending)
  }

  // MARK: - Payloads

  /// Every payload sets the state of the products it carries.
  public func remember(_ products: [Product]) {
    for product in products { states[product.id] = product.isFavorite }
  }

  /// A detail payload sets the state of its product.
  public func remember(_ product: ProductDetail) {
    states[product.id] = product.isFavorite
  }

  // MARK: - Toggling

  /// Asks the API to flip `id`'s favourite state, marking it pending at once. Returns nil, and
  /// sends nothing, while a request for `id` is already in flight. The task's value is the
  /// outcome; the store applies it before the task finishes, whoever awaits it.
  public func toggle(_ id: ProductID) -> Task<Result<Void, APIError>, Never>? {
    guard !pending.contains(id) else { return nil }
    let target = !(states[id] ?? false)
    pending.insert(id)
    toggleCount += 1
    return work.run { [api] in
      let result = await Result(awaiting: { () async throws(APIError) in
        try await api.setFavorite(id: id, isFavorite: target)
      })
      self.pending.remove(id)
      if case .success = result { self.states[id] = target }
      return result
    }
  }
}
