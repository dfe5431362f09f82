// MARK: - How complex a flow is

extension Shrinker {
  /// What shrinking makes smaller, most important first: steps, service lines, the total of the
  /// waits, the total of the latencies, the fixtures' sizes, the `once`/`on call` lines, the
  /// filtered lines. A candidate is accepted only when it is smaller in this order.
  public struct Complexity: Equatable, Sendable {
    public let parts: [Int]

    public func isSimpler(than other: Complexity) -> Bool {
      parts.lexicographicallyPrecedes(other.parts)
    }
  }

  public func complexity(of flow: Flow) -> Complexity {
    let waits = flow.steps.reduce(0) { total, step in
      if case .wait(let milliseconds) = step { return total + milliseconds }
      return total
    }
    let latencies = flow.rules.reduce(0) { $0 + $1.latency }
    let fixtures =
      flow.rules.compactMap(\.fixtureName).compactMap { pool.fixture(named: $0)?.rank }.reduce(0, +)
      + (flow.storeSeed.flatMap { pool.fixture(named: $0)?.rank } ?? 0)
    let limited = flow.rules.filter { $0.frequency != .always }.count
    let filtered = flow.rules.filter {
      if case .api(_, let productID, let on) = $0.target { return productID != nil || on != nil }
      return false
    }.count
    return Complexity(
      parts: [
        flow.steps.count, flow.rules.count + (flow.storeSeed == nil ? 0 : 1), waits, latencies, fixtures,
        limited,
        filtered,
      ])
  }
}
