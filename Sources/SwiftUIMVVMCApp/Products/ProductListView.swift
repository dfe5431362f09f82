import AppContract
import Domain
import HeadlessSwiftUI
import MVVMCCore

/// The product list: its states, refresh and retry, and a row per product. It reads the view
/// model its host controller hands it (`let`, not `@State`: the host owns the view model) and
/// sends it actions; it knows neither the API nor where a tap leads.
struct ProductListView: View {
  let viewModel: ProductListViewModel

  var body: some View {
    let phase = viewModel.state.phase
    VStack {
      if phase == .loading {
        ProgressView().accessibilityIdentifier(ElementID.productsLoading)
      }
      if let notice = viewModel.notice {
        Text(notice.text).accessibilityIdentifier(ElementID.productsError)
      }
      if phase == .failed {
        Button(AppText.retry) { viewModel.doAction(.view(.retryTapped)) }
          .accessibilityIdentifier(ElementID.productsRetry)
      }
      if case .loaded = phase {
        ProductRows(rows: viewModel.rows) { action in
          switch action {
          case .refreshTapped: viewModel.doAction(.view(.refreshTapped))
          case .productTapped(let id): viewModel.doAction(.view(.productTapped(id)))
          case .favoriteTapped(let id): viewModel.doAction(.view(.favoriteTapped(id)))
          }
        }
      }
    }
    .navigationTitle(AppText.productsTitle)
    .onAppear { viewModel.doAction(.view(.willAppear)) }
  }
}

// MARK: - Rows

/// The loaded list: empty, or the rows; and Refresh. It sends what happened up, as the article's
/// lower view layers do, and never sees the view model.
private struct ProductRows: View {
  enum Action {
    case refreshTapped
    case productTapped(ProductID)
    case favoriteTapped(ProductID)
  }

  let rows: ProductListViewModel.Rows
  let send: @MainActor (Action) -> Void

  var body: some View {
    if rows.isEmpty {
      Text(AppText.noProducts).accessibilityIdentifier(ElementID.productsEmpty)
    }
    Button(AppText.refresh) { send(.refreshTapped) }.accessibilityIdentifier(ElementID.productsRefresh)
    if !rows.isEmpty {
      List(0..<rows.count, id: \.self) { index in
        let row = rows[index]
        ProductRow(row: row) { send(.favoriteTapped(row.product.id)) }
          .onTapGesture { send(.productTapped(row.product.id)) }
          .accessibilityIdentifier(ElementID.productRow(row.product.id))
      }
      .accessibilityIdentifier(ElementID.productsList)
    }
  }
}

/// One product: its name, price and favourite toggle (the list makes it a row).
private struct ProductRow: View {
  let row: ProductListViewModel.Row
  let favoriteTapped: @MainActor () -> Void

  var body: some View {
    let id = row.product.id
    HStack {
      Text(row.product.name).accessibilityIdentifier(ElementID.productName(id))
      Text(PriceFormatter.format(row.product.price)).accessibilityIdentifier(ElementID.productPrice(id))
      Button(AppText.favoriteGlyph(isFavorite: row.isFavorite), action: favoriteTapped)
        .accessibilityIdentifier(ElementID.productFavorite(id))
        .disabled(row.isFavoritePending)
    }
  }
}
