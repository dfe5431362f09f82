import AppContract
import Domain

extension MVPVariant {
  /// The state the presenters and the favourites service hold, in the shared shape.
  public func exportState() -> AppSnapshot {
    AppSnapshot(
      products: productList.presenter.snapshot,
      favorites: FavoritesSnapshot(
        states: services.favorites.states, pending: services.favorites.pendingIDs),
      detail: productDetail?.presenter.snapshot,
      checkout: checkout?.presenter.snapshot,
      orders: orderList.presenter.snapshot,
      bmi: bmiForm.presenter.snapshot,
      history: historyList.presenter.snapshot)
  }
}
