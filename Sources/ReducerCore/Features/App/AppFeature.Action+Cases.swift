import ReducerRuntime

// MARK: - Case paths of the app's actions, written by hand

extension AppFeature.Action {
  /// How each child feature's actions are wrapped in, and found in, the app's actions.
  public enum Cases {
    public static let productList = CaseKey<AppFeature.Action, ProductListFeature.Action>(
      embed: { .productList($0) }, extract: { if case .productList(let action) = $0 { action } else { nil } })
    public static let path = CaseKey<
      AppFeature.Action, StackAction<ProductDetailFeature.State, ProductDetailFeature.Action>
    >(embed: { .path($0) }, extract: { if case .path(let action) = $0 { action } else { nil } })
    public static let checkout = CaseKey<AppFeature.Action, CheckoutFeature.Action>(
      embed: { .checkout($0) }, extract: { if case .checkout(let action) = $0 { action } else { nil } })
    public static let orders = CaseKey<AppFeature.Action, OrderListFeature.Action>(
      embed: { .orders($0) }, extract: { if case .orders(let action) = $0 { action } else { nil } })
    public static let bmi = CaseKey<AppFeature.Action, BMIFeature.Action>(
      embed: { .bmi($0) }, extract: { if case .bmi(let action) = $0 { action } else { nil } })
    public static let history = CaseKey<AppFeature.Action, HistoryFeature.Action>(
      embed: { .history($0) }, extract: { if case .history(let action) = $0 { action } else { nil } })
    public static let favorites = CaseKey<AppFeature.Action, FavoritesFeature.Action>(
      embed: { .favorites($0) }, extract: { if case .favorites(let action) = $0 { action } else { nil } })
  }
}
