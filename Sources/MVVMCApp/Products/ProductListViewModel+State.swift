import Domain

// MARK: - State

extension ProductListViewModel {
  /// Everything the product list shows, in domain models only.
  struct State: Equatable {
    var phase: Phase = .notLoaded
    /// The app-wide toggle count when a toggle from this list last failed. The failure shows
    /// while no other toggle has started (see ``FavoritesStore/toggleCount``).
    var favoriteFailure: Int?
  }

  /// Where the list's data is.
  enum Phase: Equatable {
    /// The list has not appeared yet.
    case notLoaded
    case loading
    /// Products in API order.
    case loaded([Product])
    case failed
  }
}

// MARK: - Derived for display

extension ProductListViewModel {
  /// One row: the product and its app-wide favourite state.
  struct Row: Equatable {
    let product: Product
    let isFavorite: Bool
    let isFavoritePending: Bool
  }

  /// The loaded products as rows, made one at a time from the product and the favourites store.
  @MainActor
  struct Rows: @MainActor RandomAccessCollection {
    private let products: [Product]
    private let rowOfProduct: [ProductID: Int]
    private let favorites: FavoritesStore?

    /// No rows.
    init() {
      self.init(products: [], rowOfProduct: [:], favorites: nil)
    }

    init(products: [Product], rowOfProduct: [ProductID: Int], favorites: FavoritesStore?) {
      self.products = products
      self.rowOfProduct = rowOfProduct
      self.favorites = favorites
    }

    var startIndex: Int { 0 }
    var endIndex: Int { products.count }

    subscript(position: Int) -> Row {
      let product = products[position]
      return Row(
        product: product, isFavorite: favorites?.isFavorite(product.id) ?? product.isFavorite,
        isFavoritePending: favorites?.isPending(product.id) ?? false)
    }

    /// The row showing `id`, if one does.
    func row(of id: ProductID) -> Int? { rowOfProduct[id] }
  }

  /// The error the list shows, if any.
  enum Notice: Equatable {
    case loadFailed
    case favoriteFailed
  }
}
