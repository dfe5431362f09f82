import AppContract
import Domain

extension MVCVariant {
  /// The state the view controllers and the favourites service hold, in the shared shape.
  public func exportState() -> AppSnapshot {
    AppSnapshot(
      products: productList.snapshot,
      favorites: FavoritesSnapshot(
        states: services.favorites.states, pending: services.favorites.pendingIDs),
      detail: productDetail?.snapshot,
      checkout: checkout?.snapshot,
      orders: orderList.snapshot,
      bmi: bmiForm.snapshot,
      history: historyList.snapshot)
  }
}
