import Domain

/// Hears about the app-wide favourite state, like an observer of a `Notification.Name`.
@MainActor
protocol FavoritesObserver: AnyObject {
  /// A `setFavorite` request for `productID` started, from any screen.
  func favoritesService(_ service: FavoritesService, didStartUpdatingFavoriteOf productID: ProductID)
  /// A favourite state or the set of pending requests changed.
  func favoritesServiceDidChange(_ service: FavoritesService)
}
