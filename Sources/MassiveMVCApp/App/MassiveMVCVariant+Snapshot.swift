import AppContract

extension MassiveMVCVariant {
  /// The state the view controllers and the shared data hold, in the shared shape.
  public func exportState() -> AppSnapshot {
    AppSnapshot(
      products: productList.snapshot,
      favorites: FavoritesSnapshot(states: data.favorites, pending: data.pendingFavorites),
      detail: productDetail?.snapshot,
      checkout: presentedCheckout?.snapshot,
      orders: orderList.snapshot,
      bmi: bmiForm.snapshot,
      history: historyList.snapshot)
  }
}
