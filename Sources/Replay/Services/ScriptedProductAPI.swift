import Domain
import ScenarioLanguage
import Synchronization

/// A `ProductAPI` that answers as a scenario's `api` lines say.
///
/// Each call is first recorded in the ``ServiceCallLog``; then the call picks its rule (see
/// ``CallFrequency``), waits the rule's latency on the injected clock and answers. A call no rule
/// covers records a harness problem and fails at once with `.network`: it never hangs. A call whose
/// task is cancelled answers `.cancelled` and records `cancelled <call>` (`cancelled
/// fetchProduct(p2)`), in the trace of the step that cancelled it.
public final class ScriptedProductAPI: ProductAPI {
  private struct State {
    var book: RuleBook<APIRule>
    var callCounts: [APIMethod: Int] = [:]
  }

  private let state: Mutex<State>
  private let clock: any AppClock
  private let log: ServiceCallLog

  /// An API answering by `rules` (in file order), waiting on `clock`, recording into `log`.
  public init(rules: [APIRule], clock: any AppClock, log: ServiceCallLog) {
    self.state = Mutex(State(book: RuleBook(rules: rules)))
    self.clock = clock
    self.log = log
  }

  /// An API answering by the scenario's `api` lines.
  public convenience init(scenario: Scenario, clock: any AppClock, log: ServiceCallLog) {
    self.init(rules: scenario.apiRules, clock: clock, log: log)
  }

  // MARK: - ProductAPI

  public func fetchProducts() async throws(APIError) -> [ProductDTO] {
    let rule = try await answeringRule(for: APICall(method: .fetchProducts))
    guard case .products(let products) = rule.answer else { throw mismatch(rule) }
    return products
  }

  public func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetailDTO {
    let rule = try await answeringRule(for: APICall(method: .fetchProduct, productID: id))
    guard case .product(let product) = rule.answer else { throw mismatch(rule) }
    return product
  }

  public func setFavorite(id: ProductID, isFavorite: Bool) async throws(APIError) {
    let rule = try await answeringRule(
      for: APICall(method: .setFavorite, productID: id, isFavorite: isFavorite))
    guard case .ok = rule.answer else { throw mismatch(rule) }
  }

  public func placeOrder(productID: ProductID) async throws(APIError) -> OrderDTO {
    let rule = try await answeringRule(for: APICall(method: .placeOrder, productID: productID))
    guard case .order(let order) = rule.answer else { throw mismatch(rule) }
    return order
  }

  public func fetchOrders() async throws(APIError) -> [OrderDTO] {
    let rule = try await answeringRule(for: APICall(method: .fetchOrders))
    guard case .orders(let orders) = rule.answer else { throw mismatch(rule) }
    return orders
  }

  // MARK: - Answering

  /// Records the call, picks its rule, waits its latency; throws the rule's failure, `.network`
  /// for an unscripted call, or `.cancelled` (recording `cancelled <call>` when the task was
  /// cancelled, not when the clock was torn down).
  private func answeringRule(for call: APICall) async throws(APIError) -> APIRule {
    log.record(call.logLine)
    let (rule, number) = state.withLock { state in
      let number = state.callCounts[call.method, default: 0] + 1
      state.callCounts[call.method] = number
      let rule = state.book.pick(callNumber: number) { rule in
        rule.method == call.method && rule.matches(productID: call.productID, isFavorite: call.isFavorite)
      }
      return (rule, number)
    }
    guard let rule else {
      log.reportUnscripted(unscriptedProblem(call, number: number))
      throw .network
    }
    switch await clock.waitLatency(rule.latency) {
    case .elapsed: break
    case .cancelled:
      log.record("cancelled \(call.logLine)")
      throw .cancelled
    case .interrupted: throw .cancelled
    }
    if case .failure(let error) = rule.answer { throw error }
    return rule
  }

  private func unscriptedProblem(_ call: APICall, number: Int) -> String {
    let lines = state.withLock { state in
      state.book.rules.filter { $0.method == call.method }.map { String($0.location.line) }
    }
    let fix = "add a line like `\(call.exampleRule)`"
    guard !lines.isEmpty else { return "unscripted call `\(call.logLine)`: \(fix)" }
    let place = "line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", "))"
    return "unscripted call `\(call.logLine)` (call \(number) of `\(call.method.rawValue)`): "
      + "no rule on \(place) answers it; \(fix)"
  }

  /// A rule built by hand whose answer does not fit its method: a harness problem.
  private func mismatch(_ rule: APIRule) -> APIError {
    log.reportProblem(
      "the rule `\(rule.sourceLine)` (\(rule.location)) does not answer `\(rule.method.rawValue)`")
    return .network
  }
}
