/// Writes the service lines of a generated flow: every API method is scripted (a flow may reach
/// any of them, and an unscripted call fails a replay), with fixtures from the pool, latencies
/// from a small set so that answers race each other, and failures of every kind now and then.
enum ServiceScriptGenerator {
  /// Latencies, in milliseconds, and how likely each is.
  static let latencies: [(Int, Int)] = [(0, 3), (10, 1), (50, 3), (100, 3), (200, 2), (300, 1)]
  /// The longest latency a generated rule has.
  static let longestLatency = 300

  static func script(_ random: inout SplitMix64, pool: FixturePool) -> (rules: [ServiceRule], seed: String?) {
    var rules: [ServiceRule] = []
    func latency() -> Int { random.weighted(latencies) }
    func slowLatency() -> Int { random.weighted([(50, 3), (100, 3), (200, 2), (300, 1), (0, 1)]) }
    func failure() -> ServiceRule.Answer {
      random.weighted([(.network, 3), (.timeout, 2), (.server(500), 2), (.server(503), 1)])
    }

    // fetchProducts: one answer for every call, sometimes a failing first call or a different
    // later one.
    let lists = pool.fixtures(of: .productList)
    let weights = [
      "explore-products-3.json": 5, "explore-products-4.json": 2, "explore-products-25.json": 2,
    ]
    let main = random.weighted(lists.map { ($0, weights[$0.name] ?? 1) })
    var listed = main.ids
    let firstLoadFails = random.percent(20)
    if firstLoadFails {
      rules.append(ServiceRule(.api(.fetchProducts), failure(), latency: latency(), frequency: .once))
    }
    if random.percent(20) {
      // A later list or no products, on the 2nd or 3rd call; or the first reload failing, as often
      // as a later list (few flows refresh or retry twice, and a failed reload meets whatever the
      // list had pending).
      let other = random.pick(lists)
      let roll = random.below(8)
      let answer: ServiceRule.Answer = roll < 2 ? .empty : roll < 5 ? failure() : .fixture(other.name)
      if case .fixture = answer { listed += other.ids }
      // A failure on the first call after a loaded list: after a failed first load, that is the third.
      let call = answer.isFailure ? (firstLoadFails ? 3 : 2) : 2 + random.below(2)
      rules.append(ServiceRule(.api(.fetchProducts), answer, latency: latency(), frequency: .onCall(call)))
    }
    rules.append(ServiceRule(.api(.fetchProducts), .fixture(main.name), latency: latency()))

    // fetchProduct: the detail of every listed product the pool describes, a 404 for any other.
    let detailed = FixturePool.detailedProductIDs.filter { listed.contains($0) }
    for id in detailed {
      if random.percent(12) {
        rules.append(
          ServiceRule(.api(.fetchProduct, productID: id), failure(), latency: latency(), frequency: .once))
      }
      let variants = pool.fixtures(of: .productDetail).filter { $0.ids == [id] }
      let fixture = random.percent(20) ? random.pick(variants) : variants[0]
      rules.append(
        ServiceRule(.api(.fetchProduct, productID: id), .fixture(fixture.name), latency: latency()))
    }
    rules.append(ServiceRule(.api(.fetchProduct), .server(404), latency: random.percent(50) ? 0 : latency()))

    // setFavorite: slow enough to be pending while the user goes on, failing now and then.
    if random.percent(25) {
      let frequency: ServiceRule.Frequency = random.percent(50) ? .once : .onCall(2)
      let productID = random.percent(30) ? random.pick(detailed.isEmpty ? ["p1"] : detailed) : nil
      rules.append(
        ServiceRule(
          .api(.setFavorite, productID: productID), failure(), latency: latency(), frequency: frequency))
    }
    rules.append(ServiceRule(.api(.setFavorite), .ok, latency: slowLatency()))

    // placeOrder: an order for every product that can be bought.
    if random.percent(25) {
      rules.append(ServiceRule(.api(.placeOrder), failure(), latency: slowLatency(), frequency: .once))
    }
    for id in detailed {
      rules.append(
        ServiceRule(
          .api(.placeOrder, productID: id), .fixture("explore-order-\(id).json"), latency: slowLatency()))
    }

    // fetchOrders.
    if random.percent(20) {
      rules.append(ServiceRule(.api(.fetchOrders), failure(), latency: latency(), frequency: .once))
    }
    let orderAnswers: [(ServiceRule.Answer, Int)] =
      pool.fixtures(of: .orderList).map { (.fixture($0.name), 3) } + [(.empty, 1), (.network, 1)]
    rules.append(ServiceRule(.api(.fetchOrders), random.weighted(orderAnswers), latency: latency()))

    // The history store: seeded sometimes, slow and failing sometimes.
    let seed = random.percent(40) ? random.pick(pool.fixtures(of: .historySeed)).name : nil
    if random.percent(15) {
      rules.append(ServiceRule(.store(.load), .storeFailure, latency: latency(), frequency: .once))
    }
    // A load that answers late even when a newer one superseded it (`requests.newer-load-supersedes`).
    if random.percent(20) {
      rules.append(ServiceRule(.store(.load), .stale, latency: slowLatency(), frequency: .once))
    }
    if random.percent(70) { rules.append(ServiceRule(.store(.load), .ok, latency: slowLatency())) }
    if random.percent(20) {
      rules.append(ServiceRule(.store(.save), .storeFailure, latency: slowLatency(), frequency: .once))
    }
    if random.percent(85) { rules.append(ServiceRule(.store(.save), .ok, latency: slowLatency())) }
    if random.percent(20) {
      rules.append(ServiceRule(.store(.delete), .storeFailure, latency: latency(), frequency: .once))
    }
    if random.percent(60) { rules.append(ServiceRule(.store(.delete), .ok, latency: slowLatency())) }
    return (rules.filter { !($0.answer == .ok && $0.latency == 0 && $0.target.isStore) }, seed)
  }
}

extension ServiceRule.Target {
  var isStore: Bool {
    if case .store = self { return true }
    return false
  }
}
