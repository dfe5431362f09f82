import AppContract
import Domain

extension AppSnapshot {
  /// A snapshot with nothing loaded, and these parts.
  static func empty(
    products: ListSnapshot<ProductID> = ListSnapshot(phase: .notLoaded),
    favorites: FavoritesSnapshot = FavoritesSnapshot(),
    orders: ListSnapshot<String> = ListSnapshot(phase: .notLoaded),
    history: ListSnapshot<String> = ListSnapshot(phase: .notLoaded)
  ) -> AppSnapshot {
    AppSnapshot(
      products: products, favorites: favorites, detail: nil, checkout: nil, orders: orders,
      bmi: BMISnapshot(heightText: "", weightText: "", standard: .who, outcome: "", save: .idle),
      history: history)
  }
}
