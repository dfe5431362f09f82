import AppContract
import Domain

extension MVPVariant {
  /// The state the presenters and the favourites service hold, in the shared shape
  /// (``StateExporter`` maps each presenter's).
  public func exportState() -> AppSnapshot {
    AppSnapshot(
      products: StateExporter.products(productList.presenter),
      favorites: FavoritesSnapshot(
        states: services.favorites.states, pending: services.favorites.pendingIDs),
      detail: productDetail.map { StateExporter.detail($0.presenter) },
      checkout: checkout.map { StateExporter.checkout($0.presenter) },
      orders: StateExporter.orders(orderList.presenter),
      bmi: StateExporter.bmi(bmiForm.presenter),
      history: StateExporter.history(historyList.presenter))
  }
}
