import Domain

// MARK: - State

extension ProductListViewModel {
  /// Everything the product list shows, in domain models only.
  public struct State: Equatable {
    public var phase: Phase = .notLoaded
    /// The app-wide toggle count when a toggle from this list last failed. The failure shows
    /// while no other toggle has started (see ``FavoritesStore/toggleCount``).
    public var favoriteFailure: Int?
  }

  /// Where the list's data is.
  public enum Phase: Equatable {
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
  public struct Row: Equatable {
    public let product: Product
    public let isFavorite: Bool
    public let isFavoritePending: Bool

    /// A row showing `product` with its app-wide favourite state.
    public init(product: Product, isFavorite: Bool, isFavoritePending: Bool) {
      self.product = product
      self.isFavorite = isFavorite
      self.isFavoritePending = isFavoritePending
    }
  }

  /// The loaded products as rows, made one at a time from the product and the favourites store.
  @MainActor
  public struct Rows: @MainActor RandomAccessCollection {
    private let products: [Product]
    private let rowOfProduct: [ProductID: Int]
    private let favorites: FavoritesStore?

    /// No rows.
    public init() {
      self.init(products: [], rowOfProduct: [:], favorites: nil)
    }

    init(products: [Product], rowOfProduct: [ProductID: Int], favorites: FavoritesStore?) {
      self.products = products
      self.rowOfProduct = rowOfProduct
      self.favorites = favorites
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { products.count }

    /// The row at `position`, made now from its product and the favourites store.
    public subscript(position: Int) -> Row {
      let product = products[position]
      return Row(
        product: product, isFavorite: favorites?.isFavorite(product.id) ?? product.isFavorite,
        isFavoritePending: favorites?.isPending(product.id) ?? false)
    }

    /// The row showing `id`, if one does.
    public func row(of id: ProductID) -> Int? { rowOfProduct[id] }
  }

  /// The error the list shows, if any.
  public enum Notice: Equatable {
    case loadFailed
    case favoriteFailed
  }
}
