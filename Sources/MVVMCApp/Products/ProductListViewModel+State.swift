import Domain

// MARK: - State

extension ProductListViewModel {
  /// Everything the product list shows, in domain models only.
  struct State: Equatable {
    var phase: Phase = .notLoaded
    /// The app-wide toggle count when a toggle from this list last failed. The failure shows
    /// while no other toggle has started (see ``FavoritesStore/toggleCount``).
    var favoriteFailure: Int?
  }

  /// Where the list's data is.
  enum Phase: Equatable {
    /// The list has not appeared yet.
    case notLoaded
    case loading
    /// Products in API order.
    case loaded([Product])
    case failed
  }
}

// MARK: - Derived for display

extension ProductListViewModel {
  /// One row: the product and its app-wide favourite state.
  struct Row: Equatable {
    let product: Product
    let isFavorite: Bool
    let isFavoritePending: Bool
  }

  /// The error the list shows, if any.
  enum Notice: Equatable {
    case loadFailed
    case favoriteFailed
  }
}
