import AppContract
import Domain

// MARK: - The app's own logic: navigation and hand-offs between features

extension AppFeature {
  func core(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .tabSelected(let tab):
      state.selectedTab = tab
      return .none
    case .detailPopped:
      state.detail = nil
      return .none
    case .checkoutSwipedAway:
      state.checkout = nil
      return .none
    case .deepLinkOpened(let link):
      return open(link, &state)
    case .productList(let action):
      return productList(action, &state)
    case .detail(let action):
      return detail(action, &state)
    case .checkout(.delegate(.cancelled)):
      state.checkout = nil
      return .none
    case .checkout(.delegate(.orderPlaced)):
      state.checkout = nil
      state.detail = nil
      state.orders.isStale = true
      state.selectedTab = .orders
      return .none
    case .bmi(.delegate(.saved)):
      // History is on screen (the user went there while the save ran): no appearance will load
      // it, so load it now. Otherwise selecting the tab makes it appear, which loads it.
      guard state.selectedTab != .history else {
        return historyFeature.load(&state.history).map(Action.history)
      }
      state.selectedTab = .history
      return .none
    case .favorites(.delegate(.toggleFailed(_, let origin))):
      switch origin {
      case .list: state.productList.showsFavoriteFailure = true
      case .detail(let id) where state.detail?.id == id: state.detail?.showsFavoriteFailure = true
      case .detail: break
      }
      return .none
    case .checkout, .orders, .bmi, .history, .favorites:
      return .none
    }
  }

  private func productList(_ action: ProductListFeature.Action, _ state: inout State) -> Effect<Action> {
    switch action {
    case .productsResponse(.success(let products)):
      state.favorites.record(products)
      return .none
    case .delegate(.openProduct(let id)):
      state.detail = makeDetail(id, &state)
      return .none
    case .delegate(.toggleFavorite(let id)):
      return toggleFavorite(id, from: .list, &state)
    default:
      return .none
    }
  }

  private func detail(_ action: ProductDetailFeature.Action, _ state: inout State) -> Effect<Action> {
    switch action {
    case .productResponse(.success(let product)):
      // Only an answer the detail received: a load cancelled by the detail leaving sends nothing.
      state.favorites.record([product.summary])
      return .none
    case .delegate(.toggleFavorite(let id)):
      guard let presentation = state.detail?.id else { return .none }
      return toggleFavorite(id, from: .detail(presentation), &state)
    case .delegate(.buy(let product)):
      state.checkout = CheckoutFeature.State(product: product)
      return .none
    default:
      return .none
    }
  }

  /// A toggle tapped while none is pending for the product: clears every screen's favourite
  /// failure and starts the favourites feature's request. Taps while pending are ignored.
  private func toggleFavorite(
    _ id: ProductID, from origin: FavoritesFeature.Origin, _ state: inout State
  ) -> Effect<Action> {
    guard !state.favorites.pending.contains(id) else { return .none }
    state.productList.showsFavoriteFailure = false
    state.detail?.showsFavoriteFailure = false
    return favoritesFeature.toggle(id, from: origin, &state.favorites).map(Action.favorites)
  }

  /// A deep link: dismiss the modal, select the tab, set the tab's stack.
  private func open(_ link: DeepLink, _ state: inout State) -> Effect<Action> {
    guard state.acceptsDeepLinks else { return .none }
    state.checkout = nil
    state.selectedTab = link.tab
    switch link {
    case .products:
      state.detail = nil
    case .product(let id):
      state.detail = makeDetail(ProductID(id), &state)
    case .orders, .bmi, .history:
      break
    }
    return .none
  }

  private func makeDetail(_ id: ProductID, _ state: inout State) -> ProductDetailFeature.State {
    defer { state.nextPresentationID += 1 }
    return ProductDetailFeature.State(id: state.nextPresentationID, productID: id)
  }
}
