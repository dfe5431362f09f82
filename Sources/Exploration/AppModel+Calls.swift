// MARK: - Calls: loads, the services' answers and virtual time

extension AppModel {
  mutating func newToken() -> Int {
    nextToken += 1
    return nextToken
  }

  mutating func loadProducts() {
    if case .loading(let old) = products { cancel(old) }
    let token = newToken()
    products = .loading(token)
    start(.api(.fetchProducts), work: .fetchProducts, token: token)
  }

  mutating func loadDetail(_ productID: String) {
    if let detail, case .loading(let old) = detail.phase { cancel(old) }
    let token = newToken()
    detail?.phase = .loading(token)
    start(.api(.fetchProduct, productID: productID), work: .fetchProduct, token: token)
  }

  mutating func loadOrders() {
    if case .loading(let old) = orders { cancel(old) }
    let token = newToken()
    orders = .loading(token)
    start(.api(.fetchOrders), work: .fetchOrders, token: token)
  }

  mutating func loadHistory() {
    if case .loading(let old) = history { cancel(old) }
    let token = newToken()
    history = .loading(token)
    start(.store(.load), work: .storeLoad, token: token)
  }

  mutating func cancel(_ token: Int) {
    calls.removeAll { $0.token == token && token != 0 }
  }

  /// Starts a call: picks its rule as the scripted services do and schedules its answer.
  mutating func start(_ target: ServiceRule.Target, work: Work, token: Int) {
    let rule = book.pick(for: target)
    var succeeds = true
    var payload: [String] = []
    var latency = 0
    if let rule {
      latency = rule.latency
      succeeds = !rule.answer.isFailure
      if let name = rule.fixtureName { payload = pool.fixture(named: name)?.ids ?? [] }
    } else if case .api = target {
      unscripted = true
      succeeds = false
    }
    nextSequence += 1
    calls.append(
      Call(
        sequence: nextSequence, completesAt: now + latency, work: work, token: token, succeeds: succeeds,
        payload: payload, recordsAtStart: rule?.answer == .stale ? store : nil))
  }

  // MARK: - Time

  /// Lets virtual time run to `time`, answering every call due by then in order.
  mutating func advance(to time: Int) {
    while let index = calls.indices.min(by: {
      (calls[$0].completesAt, calls[$0].sequence) < (calls[$1].completesAt, calls[$1].sequence)
    }), calls[index].completesAt <= time {
      let call = calls.remove(at: index)
      now = max(now, call.completesAt)
      complete(call)
    }
    now = max(now, time)
  }

  mutating func complete(_ call: Call) {
    switch call.work {
    case .fetchProducts:
      guard products == .loading(call.token) else { return }
      products = call.succeeds ? .loaded(call.payload) : .failed
      // A list loaded again shows its rows from the first product (`products.list.reload-starts-at-top`).
      firstVisibleProduct = 0
    case .fetchProduct:
      guard let detail, detail.phase == .loading(call.token) else { return }
      self.detail?.phase = call.succeeds ? .loaded([]) : .failed
    case .setFavorite(let productID):
      pendingFavourites.remove(productID)
    case .placeOrder:
      guard checkout?.phase == .processing else { return }
      guard call.succeeds else {
        checkout?.phase = .failed
        return
      }
      checkout = nil
      leaveDetail()
      if tab != .orders {
        tab = .orders
        ordersAppeared = true
      }
      loadOrders()
    case .fetchOrders:
      guard orders == .loading(call.token) else { return }
      orders = call.succeeds ? .loaded(call.payload) : .failed
    case .storeLoad:
      // A superseded load was cancelled (`cancel`): its late `stale` answer changes nothing.
      guard history == .loading(call.token) else { return }
      history = call.succeeds ? .loaded(call.recordsAtStart ?? store) : .failed
    case .storeSave(let id):
      saving = false
      guard call.succeeds else {
        bmiError = true
        return
      }
      if !store.contains(id) { store.append(id) }
      if tab == .history { loadHistory() } else { select(.history, byUser: false) }
    case .storeDelete(let id):
      deleting.remove(id)
      guard call.succeeds else { return }
      store.removeAll { $0 == id }
      if let rows = history.rows { history = .loaded(rows.filter { $0 != id }) }
    }
  }
}
