import AppContract
import Domain

/// Generates plausible user flows, deterministically from a seed: it scripts the services, then
/// walks an abstract model of the app (``AppModel``), choosing at each step among the actions
/// that are probably possible on the current screen, and virtual-time waits. Choices are weighted
/// towards the actions that lead deeper (a purchase, a pending favourite, a save in flight).
public struct FlowGenerator: Sendable {
  public let seed: UInt64
  /// The most steps a flow has, `launch` included.
  public let maxSteps: Int
  public let pool: FixturePool

  public init(seed: UInt64, maxSteps: Int = 30, pool: FixturePool = .standard) {
    self.seed = seed
    self.maxSteps = max(1, maxSteps)
    self.pool = pool
  }

  /// Flow number `index` of this exploration; the same for the same seed, whatever else is
  /// generated.
  public func flow(at index: Int) -> Flow {
    var random = SplitMix64.forFlow(seed: seed, index: index)
    let (rules, storeSeed) = ServiceScriptGenerator.script(&random, pool: pool)
    var model = AppModel(rules: rules, storeSeed: storeSeed, pool: pool)
    var steps: [FlowStep] = [.launch]
    model.perform(.launch)
    let length = maxSteps <= 2 || random.percent(60) ? maxSteps : 2 + random.below(maxSteps - 1)
    while steps.count < length, !model.unscripted {
      let step = Self.nextStep(&random, model: model)
      steps.append(step)
      model.perform(step)
    }
    return Flow(rules: rules, storeSeed: storeSeed, steps: steps)
  }

  // MARK: - Choosing a step

  static let waits = [0, 10, 50, 100, 150, 200, 300, 500]

  static func nextStep(_ random: inout SplitMix64, model: AppModel) -> FlowStep {
    let busy = !model.calls.isEmpty
    if random.percent(busy ? 35 : 10) {
      if let next = model.nextCompletion, next > model.now, random.percent(55) {
        let gap = next - model.now
        return .wait(random.percent(85) || gap == 1 ? gap : gap - 1)
      }
      return .wait(random.pick(waits))
    }
    return random.weighted(actions(&random, model: model))
  }

  /// The actions that are probably possible now, with their weights.
  static func actions(_ random: inout SplitMix64, model: AppModel) -> [(FlowStep, Int)] {
    var actions: [(FlowStep, Int)] = [(.open(link(&random)), 2)]
    if let checkout = model.checkout {
      switch checkout.phase {
      case .ready:
        actions += [
          (.tap(ElementID.checkoutConfirm), 10), (.tap(ElementID.checkoutCancel), 2), (.swipeDismiss, 2),
        ]
      case .processing:
        actions += [
          (.swipeDismiss, 2), (.tapDisabled(ElementID.checkoutConfirm), 1),
          (.tapDisabled(ElementID.checkoutCancel), 1), (.open(link(&random)), 2),
        ]
      case .failed:
        actions += [
          (.tap(ElementID.checkoutConfirm), 5), (.tap(ElementID.checkoutCancel), 2), (.swipeDismiss, 2),
        ]
      }
      return actions
    }
    for tab in AppModel.Tab.allCases {
      actions.append((.selectTab(tab.rawValue), tab == model.tab ? 1 : 2))
    }
    switch model.tab {
    case .products: actions += productActions(&random, model: model)
    case .orders:
      if model.orders == .failed { actions.append((.tap(ElementID.ordersRetry), 4)) }
      if let first = model.orders.rows?.first { actions.append((.tap(ElementID.orderRow(first)), 1)) }
    case .bmi: actions += bmiActions(&random, model: model)
    case .history:
      for id in model.history.rows?.prefix(4) ?? [] {
        actions.append(
          model.deleting.contains(id)
            ? (.tapDisabled(ElementID.historyDelete(id)), 1) : (.tap(ElementID.historyDelete(id)), 3))
      }
    }
    return actions
  }

  private static func productActions(_ random: inout SplitMix64, model: AppModel) -> [(FlowStep, Int)] {
    var actions: [(FlowStep, Int)] = []
    if let detail = model.detail {
      actions.append((.back, 3))
      switch detail.phase {
      case .failed: actions.append((.tap(ElementID.detailRetry), 4))
      case .loaded:
        actions.append(
          model.pendingFavourites.contains(detail.productID)
            ? (.tapDisabled(ElementID.detailFavorite), 1) : (.tap(ElementID.detailFavorite), 5))
        actions.append((.tap(ElementID.detailBuy), 5))
      case .notLoaded, .loading: break
      }
      return actions
    }
    switch model.products {
    case .failed: actions.append((.tap(ElementID.productsRetry), 5))
    case .loaded(let rows):
      actions.append((.tap(ElementID.productsRefresh), rows.isEmpty ? 3 : 2))
      let first = min(model.firstVisibleProduct, max(0, rows.count - 1))
      let visible = Array(rows[first..<min(rows.count, first + 20)])
      let likely = Array(visible.prefix(4)) + (visible.count > 4 ? [visible[visible.count - 1]] : [])
      for id in likely {
        actions.append((.tap(ElementID.productRow(ProductID(id))), 3))
        actions.append(
          model.pendingFavourites.contains(id)
            ? (.tapDisabled(ElementID.productFavorite(ProductID(id))), 1)
            : (.tap(ElementID.productFavorite(ProductID(id))), 2))
      }
      if rows.count > 20 {
        let hidden = rows.filter { !visible.contains($0) }
        if let target = hidden.last ?? hidden.first {
          actions.append((.scroll(ElementID.productRow(ProductID(target))), 2))
        }
      }
    case .notLoaded, .loading: break
    }
    return actions
  }

  private static func bmiActions(_ random: inout SplitMix64, model: AppModel) -> [(FlowStep, Int)] {
    var actions: [(FlowStep, Int)] = []
    for (id, text, valid, invalid) in [
      (ElementID.bmiHeight, model.height, validHeights, invalidHeights),
      (ElementID.bmiWeight, model.weight, validWeights, invalidWeights),
    ] {
      if text.isEmpty {
        actions.append((.type(id, random.percent(80) ? random.pick(valid) : random.pick(invalid)), 4))
      } else {
        actions.append((.clear(id), 1))
        actions.append((.type(id, random.pick(["0", "5", ".", " "])), 1))
      }
    }
    actions.append((.choose(ElementID.bmiStandard, model.standard == "WHO" ? "Taiwan" : "WHO"), 1))
    actions.append(
      model.bmiIsValid && !model.saving
        ? (.tap(ElementID.bmiSave), 8) : (.tapDisabled(ElementID.bmiSave), 1))
    return actions
  }

  static let validHeights = ["180", "165.5", "172,5", " 170 ", "50", "300", "\t158"]
  static let invalidHeights = ["abc", "-170", "49.9", "300.1", "1e3", "5.", "70.5.1"]
  static let validWeights = ["75", "70.5", "2", "500", "62,3", " 80 "]
  static let invalidWeights = ["0", "501", "1,234.5", "kg", "+70", "."]

  /// A deep link: mostly one of the app's grammar, sometimes one it must refuse.
  static func link(_ random: inout SplitMix64) -> String {
    if random.percent(25) {
      return random.pick([
        "app://Products", "app://products/", "app://products/p1/extra", "app://products?id=p1",
        "app://settings", "http://products", "app://products/p%201", "app://", "app://history/",
        "app://products/pé", "app:/orders",
      ])
    }
    return random.weighted([
      ("app://products", 2), ("app://products/p1", 1), ("app://products/p2", 2), ("app://products/p3", 1),
      ("app://products/p4", 1), ("app://products/p99", 1), ("app://orders", 2), ("app://bmi", 2),
      ("app://history", 2),
    ])
  }
}
