/// Shrinks a flow that shows a finding to a smaller one that still shows it (delta debugging):
/// it removes chunks of steps, then single steps, then service lines, then simplifies what is
/// left — merges and shortens waits, lowers latencies, drops `once` and filters, replaces
/// fixtures by smaller ones — and keeps a change only when the finding is still there.
///
/// Candidates are tested in batches (the command replays a batch in parallel), and the first
/// that still fails, in a fixed order, wins: the result depends only on the flow and on the
/// answers, never on timing. Every accepted candidate is strictly simpler than the flow it
/// replaces (``complexity(of:)``), so shrinking ends, and it never returns a longer flow.
public struct Shrinker: Sendable {
  /// How many candidates are handed to the test at once.
  public let batchSize: Int
  /// The most candidates tested in all.
  public let maximumCandidates: Int
  public let pool: FixturePool

  public init(batchSize: Int = 8, maximumCandidates: Int = 800, pool: FixturePool = .standard) {
    self.batchSize = max(1, batchSize)
    self.maximumCandidates = maximumCandidates
    self.pool = pool
  }

  public struct Result: Sendable {
    public let flow: Flow
    /// How many candidates were tested.
    public let candidatesTried: Int
  }

  /// Shrinks `flow`. `stillFails` is handed candidates and answers, for each, whether it still
  /// shows the finding.
  public func shrink(_ flow: Flow, stillFails: ([Flow]) -> [Bool]) -> Result {
    var current = flow
    var tried = 0

    func firstFailing(_ candidates: [Flow], simplerThan reference: Flow) -> Flow? {
      let limit = complexity(of: reference)
      var seen: Set<Flow> = []
      let kept = candidates.filter { complexity(of: $0).isSimpler(than: limit) && seen.insert($0).inserted }
      var start = 0
      while start < kept.count, tried < maximumCandidates {
        let batch = Array(kept[start..<min(kept.count, start + batchSize, start + maximumCandidates - tried)])
        let answers = stillFails(batch)
        tried += batch.count
        if let index = answers.indices.first(where: { answers[$0] }), index < batch.count {
          return batch[index]
        }
        start += batch.count
      }
      return nil
    }

    while tried < maximumCandidates {
      let before = current
      current = removingSteps(from: current) { firstFailing($0, simplerThan: $1) }
      while let next = firstFailing(ruleRemovals(of: current), simplerThan: current) { current = next }
      while let next = firstFailing(simplifications(of: current), simplerThan: current) { current = next }
      if current == before { break }
    }
    return Result(flow: current, candidatesTried: tried)
  }

  /// Delta debugging over the steps after `launch`: remove chunks, halving them down to single
  /// steps.
  private func removingSteps(from flow: Flow, _ firstFailing: ([Flow], Flow) -> Flow?) -> Flow {
    var current = flow
    var parts = 2
    while current.steps.count > 1 {
      let first = current.steps.first == .launch ? 1 : 0
      let body = current.steps.count - first
      guard body > 0 else { return current }
      let chunk = max(1, (body + parts - 1) / parts)
      var candidates: [Flow] = []
      var start = first
      while start < current.steps.count {
        var candidate = current
        candidate.steps.removeSubrange(start..<min(current.steps.count, start + chunk))
        candidates.append(candidate)
        start += chunk
      }
      if let next = firstFailing(candidates, current) {
        current = next
        parts = max(parts - 1, 2)
      } else if chunk == 1 {
        return current
      } else {
        parts = min(parts * 2, body)
      }
    }
    return current
  }

  private func ruleRemovals(of flow: Flow) -> [Flow] {
    var candidates: [Flow] = flow.rules.indices.map { index in
      var candidate = flow
      candidate.rules.remove(at: index)
      return candidate
    }
    if flow.storeSeed != nil {
      var candidate = flow
      candidate.storeSeed = nil
      candidates.append(candidate)
    }
    return candidates
  }

  private func simplifications(of flow: Flow) -> [Flow] {
    var candidates: [Flow] = []
    // Adjacent waits become one.
    for index in flow.steps.indices.dropLast() {
      if case .wait(let a) = flow.steps[index], case .wait(let b) = flow.steps[index + 1] {
        var candidate = flow
        candidate.steps.replaceSubrange(index...index + 1, with: [.wait(a + b)])
        candidates.append(candidate)
      }
    }
    // Shorter waits.
    for (index, step) in flow.steps.enumerated() {
      guard case .wait(let milliseconds) = step, milliseconds > 0 else { continue }
      for shorter in Self.shorter(milliseconds) {
        var candidate = flow
        candidate.steps[index] = .wait(shorter)
        candidates.append(candidate)
      }
    }
    for (index, rule) in flow.rules.enumerated() {
      func with(_ change: (inout ServiceRule) -> Void) {
        var candidate = flow
        change(&candidate.rules[index])
        candidates.append(candidate)
      }
      for shorter in Self.shorter(rule.latency) { with { $0.latency = shorter } }
      if rule.frequency != .always { with { $0.frequency = .always } }
      if case .api(let method, let productID, let on) = rule.target, productID != nil || on != nil {
        with { $0.target = .api(method, productID: nil, on: nil) }
      }
      if let name = rule.fixtureName {
        for smaller in pool.smaller(than: name) { with { $0.answer = .fixture(smaller.name) } }
        if case .api(let method, _, _) = rule.target, method == .fetchProducts || method == .fetchOrders {
          with { $0.answer = .empty }
        }
      }
    }
    if let seed = flow.storeSeed {
      for smaller in pool.smaller(than: seed) {
        var candidate = flow
        candidate.storeSeed = smaller.name
        candidates.append(candidate)
      }
    }
    return candidates
  }

  /// Shorter durations to try instead of `milliseconds`: none, and half.
  static func shorter(_ milliseconds: Int) -> [Int] {
    guard milliseconds > 0 else { return [] }
    return milliseconds >= 2 ? [0, milliseconds / 2] : [0]
  }

  // MARK: - How complex a flow is

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
