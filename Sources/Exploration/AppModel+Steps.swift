import AppContract
import Domain

// MARK: - Steps: what each user action does

extension AppModel {
  /// Applies a step as the app would, then lets it settle.
  mutating func perform(_ step: FlowStep) {
    switch step {
    case .launch:
      launched = true
      tab = .products
      loadProducts()
    case .wait(let milliseconds):
      advance(to: now + milliseconds)
      return
    case .tap(let id): tap(id)
    case .tapDisabled, .scroll:
      if case .scroll(let id) = step, let rows = products.rows,
        let index = rows.firstIndex(of: String(id.dropFirst("product.".count)))
      {
        if index < firstVisibleProduct {
          firstVisibleProduct = index
        } else if index >= firstVisibleProduct + 20 {
          firstVisibleProduct = index - 19
        }
      }
    case .type(let id, let text):
      if id == ElementID.bmiHeight { height += text } else { weight += text }
      bmiError = false
    case .clear(let id):
      if id == ElementID.bmiHeight { height = "" } else { weight = "" }
      bmiError = false
    case .choose(_, let option):
      standard = option
      bmiError = false
    case .back:
      leaveDetail()
    case .swipeDismiss:
      if let checkout, checkout.phase != .processing { self.checkout = nil }
    case .open(let url): open(url)
    case .selectTab(let name):
      if let selected = Tab(rawValue: name) { select(selected, byUser: true) }
    }
    advance(to: now)
  }

  mutating func tap(_ id: String) {
    switch id {
    case ElementID.productsRetry, ElementID.productsRefresh: loadProducts()
    case ElementID.detailRetry:
      if let productID = detail?.productID { loadDetail(productID) }
    case ElementID.detailFavorite:
      if let productID = detail?.productID { toggleFavourite(productID) }
    case ElementID.detailBuy:
      if let productID = detail?.productID { checkout = Checkout(productID: productID, phase: .ready) }
    case ElementID.checkoutConfirm:
      guard let productID = checkout?.productID else { return }
      checkout?.phase = .processing
      start(.api(.placeOrder, productID: productID), work: .placeOrder, token: 0)
    case ElementID.checkoutCancel: checkout = nil
    case ElementID.ordersRetry: loadOrders()
    case ElementID.bmiSave:
      saving = true
      bmiError = false
      let id = "r\(nextRecord)"
      nextRecord += 1
      start(.store(.save), work: .storeSave(id), token: 0)
    default:
      let parts = id.split(separator: ".").map(String.init)
      if parts.count == 2, parts[0] == "product" {
        detail = Detail(productID: parts[1], phase: .notLoaded)
        loadDetail(parts[1])
      } else if parts.count == 3, parts[0] == "product", parts[2] == "favorite" {
        toggleFavourite(parts[1])
      } else if parts.count == 3, parts[0] == "history", parts[2] == "delete" {
        deleting.insert(parts[1])
        start(.store(.delete), work: .storeDelete(parts[1]), token: 0)
      }
    }
  }

  mutating func toggleFavourite(_ productID: String) {
    pendingFavourites.insert(productID)
    start(.api(.setFavorite, productID: productID), work: .setFavorite(productID), token: 0)
  }

  mutating func open(_ url: String) {
    if checkout?.phase == .processing { return }
    guard let link = DeepLink(url: url) else { return }
    checkout = nil
    let linkTab = Tab(rawValue: link.tab.rawValue) ?? .products
    select(linkTab, byUser: false)
    if case .product(let id) = link {
      leaveDetail()
      detail = Detail(productID: id, phase: .notLoaded)
      loadDetail(id)
    } else if linkTab == .products {
      leaveDetail()
    }
  }

  mutating func select(_ selected: Tab, byUser: Bool) {
    if selected == tab {
      if byUser, selected == .products { leaveDetail() }
      return
    }
    tab = selected
    switch selected {
    case .products: break
    case .orders:
      if !ordersAppeared {
        ordersAppeared = true
        loadOrders()
      }
    case .bmi: break
    case .history: loadHistory()
    }
  }

  mutating func leaveDetail() {
    if let detail, case .loading(let token) = detail.phase { cancel(token) }
    detail = nil
  }
}
