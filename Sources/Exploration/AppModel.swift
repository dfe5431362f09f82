import AppContract
import Domain

/// The generator's abstract model of the app: where it is (tab, stack, modal), what each screen
/// has loaded, what is in flight and when it will answer. It follows `Docs/AppSpec.md` closely
/// enough to propose steps that are probably possible; when it is wrong, the step fails the same
/// way on every variant and is simply not a finding.
struct AppModel {
  enum Tab: String, CaseIterable {
    case products, orders, bmi, history
  }

  /// A screen's content: not loaded yet, loading (by the load with this token), failed or loaded
  /// (these row ids).
  enum Phase: Equatable {
    case notLoaded
    case loading(Int)
    case failed
    case loaded([String])

    var rows: [String]? {
      if case .loaded(let rows) = self { return rows }
      return nil
    }
  }

  struct Detail {
    var productID: String
    var phase: Phase
  }

  enum CheckoutPhase {
    case ready, processing, failed
  }

  struct Checkout {
    var productID: String
    var phase: CheckoutPhase
  }

  enum Work: Equatable {
    case fetchProducts, fetchProduct, setFavorite(String), placeOrder, fetchOrders
    case storeLoad, storeSave(String), storeDelete(String)
  }

  /// A call in flight: it answers at `completesAt` (virtual milliseconds).
  struct Call {
    var sequence: Int
    var completesAt: Int
    var work: Work
    /// The load it belongs to (cancelled loads are dropped).
    var token: Int
    var succeeds: Bool
    /// Ids the answer carries (a list's products, orders).
    var payload: [String]
  }

  let pool: FixturePool
  private(set) var book: ModelRuleBook

  var now = 0
  var launched = false
  var tab = Tab.products
  var products = Phase.notLoaded
  var firstVisibleProduct = 0
  var pendingFavourites: Set<String> = []
  var detail: Detail?
  var checkout: Checkout?
  var orders = Phase.notLoaded
  var ordersAppeared = false
  var height = ""
  var weight = ""
  var standard = "WHO"
  var saving = false
  var history = Phase.notLoaded
  var deleting: Set<String> = []
  /// The history store's record ids.
  var store: [String]
  var nextRecord = 1
  var calls: [Call] = []
  private var nextToken = 1
  private var nextSequence = 0
  /// Set when a call met no rule (the model then stops proposing: the replay would stop).
  var unscripted = false

  init(rules: [ServiceRule], storeSeed: String?, pool: FixturePool) {
    self.pool = pool
    book = ModelRuleBook(rules: rules)
    store = storeSeed.flatMap { pool.fixture(named: $0)?.ids } ?? []
  }

  /// Whether the BMI form holds a valid reading.
  var bmiIsValid: Bool {
    if case .success = BMIInput.validate(height: height, weight: weight) { return true }
    return false
  }

  /// Whether anything is still to answer.
  var nextCompletion: Int? { calls.map(\.completesAt).min() }

  // MARK: - Steps

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

  var bmiError = false

  private mutating func tap(_ id: String) {
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

  private mutating func toggleFavourite(_ productID: String) {
    pendingFavourites.insert(productID)
    start(.api(.setFavorite, productID: productID), work: .setFavorite(productID), token: 0)
  }

  private mutating func open(_ url: String) {
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

  private mutating func select(_ selected: Tab, byUser: Bool) {
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

  private mutating func leaveDetail() {
    if let detail, case .loading(let token) = detail.phase { cancel(token) }
    detail = nil
  }

  // MARK: - Loads

  private mutating func newToken() -> Int {
    nextToken += 1
    return nextToken
  }

  private mutating func loadProducts() {
    if case .loading(let old) = products { cancel(old) }
    let token = newToken()
    products = .loading(token)
    start(.api(.fetchProducts), work: .fetchProducts, token: token)
  }

  private mutating func loadDetail(_ productID: String) {
    if let detail, case .loading(let old) = detail.phase { cancel(old) }
    let token = newToken()
    detail?.phase = .loading(token)
    start(.api(.fetchProduct, productID: productID), work: .fetchProduct, token: token)
  }

  private mutating func loadOrders() {
    if case .loading(let old) = orders { cancel(old) }
    let token = newToken()
    orders = .loading(token)
    start(.api(.fetchOrders), work: .fetchOrders, token: token)
  }

  private mutating func loadHistory() {
    if case .loading(let old) = history { cancel(old) }
    let token = newToken()
    history = .loading(token)
    start(.store(.load), work: .storeLoad, token: token)
  }

  private mutating func cancel(_ token: Int) {
    calls.removeAll { $0.token == token && token != 0 }
  }

  /// Starts a call: picks its rule as the scripted services do and schedules its answer.
  private mutating func start(_ target: ServiceRule.Target, work: Work, token: Int) {
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
        payload: payload))
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

  private mutating func complete(_ call: Call) {
    switch call.work {
    case .fetchProducts:
      guard products == .loading(call.token) else { return }
      products = call.succeeds ? .loaded(call.payload) : .failed
      firstVisibleProduct = min(firstVisibleProduct, max(0, call.payload.count - 20))
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
      guard history == .loading(call.token) else { return }
      history = call.succeeds ? .loaded(store) : .failed
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

/// The scripted services' choice of rule, as `Sources/Replay/Services/RuleBook.swift` makes it:
/// `on call n` beats `once` beats `always`, the first line wins among equals, a `once` line is
/// spent by the call that picks it.
struct ModelRuleBook {
  let rules: [ServiceRule]
  private var spent: Set<Int> = []
  private var counts: [String: Int] = [:]

  init(rules: [ServiceRule]) {
    self.rules = rules
  }

  mutating func pick(for call: ServiceRule.Target) -> ServiceRule? {
    let key: String
    switch call {
    case .api(let method, _, _): key = method.rawValue
    case .store(let operation): key = "store." + operation.rawValue
    }
    let number = counts[key, default: 0] + 1
    counts[key] = number
    var best: (index: Int, precedence: Int)?
    for (index, rule) in rules.enumerated() where !spent.contains(index) && Self.matches(rule.target, call) {
      if case .onCall(let wanted) = rule.frequency, wanted != number { continue }
      if rule.frequency.precedence < best?.precedence ?? .max { best = (index, rule.frequency.precedence) }
    }
    guard let best else { return nil }
    if rules[best.index].frequency == .once { spent.insert(best.index) }
    return rules[best.index]
  }

  private static func matches(_ rule: ServiceRule.Target, _ call: ServiceRule.Target) -> Bool {
    switch (rule, call) {
    case (.store(let a), .store(let b)): return a == b
    case (.api(let method, let productID, _), .api(let callMethod, let callProductID, _)):
      // The model does not track favourite values, so an `on`/`off` filter is taken to match
      // (the generator writes none).
      guard method == callMethod else { return false }
      if let productID, productID != callProductID { return false }
      return true
    default: return false
    }
  }
}
