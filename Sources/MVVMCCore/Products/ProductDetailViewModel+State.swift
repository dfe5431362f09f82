import Domain

// MARK: - State

extension ProductDetailViewModel {
  /// Everything the detail screen shows, in domain models only.
  public struct State: Equatable {
    public let productID: ProductID
    public var phase: Phase = .notLoaded
    /// The app-wide toggle count when a toggle from this screen last failed.
    public var favoriteFailure: Int?
  }

  /// Where the product's data is.
  public enum Phase: Equatable {
    /// The screen has not appeared yet.
    case notLoaded
    case loading
    case loaded(ProductDetail)
    case failed
  }

  /// The error the screen shows, if any.
  public enum Notice: Equatable {
    case loadFailed
    case favoriteFailed
  }
}
