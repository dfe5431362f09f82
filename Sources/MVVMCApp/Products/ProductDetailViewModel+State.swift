import Domain

// MARK: - State

extension ProductDetailViewModel {
  /// Everything the detail screen shows, in domain models only.
  struct State: Equatable {
    let productID: ProductID
    var phase: Phase = .notLoaded
    /// The app-wide toggle count when a toggle from this screen last failed.
    var favoriteFailure: Int?
  }

  /// Where the product's data is.
  enum Phase: Equatable {
    /// The screen has not appeared yet.
    case notLoaded
    case loading
    case loaded(ProductDetail)
    case failed
  }

  /// The error the screen shows, if any.
  enum Notice: Equatable {
    case loadFailed
    case favoriteFailed
  }
}
