import AppContract
import Domain
import ReducerRuntime

// MARK: - The app's own logic: navigation and hand-offs between features

extension AppFeature {
  /// The app's part of every action. It reacts to its children only through their `delegate`
  /// actions — what a child says the app must act on — never through a child's own actions.
  func core(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .tabSelected(let tab):
      state.selectedTab = tab
      return .none
    case .checkoutSwipedAway:
      state.checkout = nil
      return .none
    case .deepLinkOpened(let link):
      return open(link, &state)
    case .productList(.delegate(let delegate)):
      return productList(delegate, &state)
    case .path(.element(let id, .delegate(let delegate))):
      return detail(id, delegate, &state)
    case .checkout(.delegate(.cancelled)):
      state.checkout = nil
      return .none
    case .checkout(.delegate(.orderPlaced)):
      state.checkout = nil
      state.path.removeAll()
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
      case .detail(let id): state.path[id: id]?.showsFavoriteFailure = true
      }
      return .none
    case .productList, .path, .checkout, .orders, .bmi, .history, .favorites:
      return .none
    }
  }

  private func productList(
    _ delegate: ProductListFeature.Action.Delegate, _ state: inout State
  ) -> Effect<Action> {
    switch delegate {
    case .productsLoaded(let products):
      state.favorites.record(products)
      return .none
    case .openProduct(let id):
      state.path.append(ProductDetailFeature.State(productID: id))
      return .none
    case .toggleFavorite(let id):
      return toggleFavorite(id, from: .list, &state)
    }
  }

  private func detail(
    _ id: StackElementID, _ delegate: ProductDetailFeature.Action.Delegate, _ state: inout State
  ) -> Effect<Action> {
    switch delegate {
    case .productLoaded(let product):
      // Only an answer the detail received: a load cancelled by the detail leaving sends nothing.
      state.favorites.record([product.summary])
      return .none
    case .toggleFavorite(let productID):
      return toggleFavorite(productID, from: .detail(id), &state)
    case .buy(let product):
      state.checkout = CheckoutFeature.State(product: product)
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
    for detailID in state.path.ids { state.path[id: detailID]?.showsFavoriteFailure = false }
    return favoritesFeature.toggle(id, from: origin, &state.favorites).map(Action.favorites)
  }

  /// A deep link: dismiss the modal, select the tab, set the tab's stack. A product link always
  /// pushes a new detail, under a new stack id, even of the product on top.
  private func open(_ link: DeepLink, _ state: inout State) -> Effect<Action> {
    guard state.acceptsDeepLinks else { return .none }
    state.checkout = nil
    state.selectedTab = link.tab
    switch link {
    case .products:
      state.path.removeAll()
    case .product(let id):
      state.path.removeAll()
      state.path.append(ProductDetailFeature.State(productID: ProductID(id)))
    case .orders, .bmi, .history:
      break
    }
    return .none
  }
}
