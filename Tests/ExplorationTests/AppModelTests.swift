import Testing

@testable import Exploration

/// The generator's model of the app follows the spec where the variants all do, so that a step it
/// proposes is one the app offers.
@Suite struct AppModelTests {
  static let products = (1...25).map { "p\($0)" }

  /// A long list scrolled to its end, then loaded again (`products.list.reload-starts-at-top`):
  /// the model must not keep the scrolled-to rows on screen, or it proposes a tap on a row the
  /// app shows only after a `scroll`.
  @Test func aListLoadedAgainShowsItsRowsFromTheFirstProduct() {
    var model = AppModel(rules: [], storeSeed: nil, pool: .standard)
    model.products = .loaded(Self.products)
    model.perform(.scroll("product.p25"))
    #expect(model.firstVisibleProduct == 5)
    model.products = .loading(7)
    model.complete(
      AppModel.Call(
        sequence: 0, completesAt: 0, work: .fetchProducts, token: 7, succeeds: true, payload: Self.products))
    #expect(model.products == .loaded(Self.products))
    #expect(model.firstVisibleProduct == 0)
  }
}
