import Domain
import ReducerRuntime

/// What a product screen renders: its own feature state plus the app-wide favourites, read from
/// the one place they live (`AppFeature.State.favorites`) by the screen's store scope.
public struct WithFavorites<Screen: Equatable & Sendable>: Equatable, Sendable {
  public var screen: Screen
  public var favorites: FavoritesFeature.State

  public init(screen: Screen, favorites: FavoritesFeature.State) {
    self.screen = screen
    self.favorites = favorites
  }
}
