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

  public init(batchSize: Int = 16, maximumCandidates: Int = 800, pool: FixturePool = .standard) {
    self.batchSize = max(1, batchSize)
    self.maximumCandidates = maximumCandidates
    self.pool = pool
  }

  public struct Result: Sendable {
    public let flow: Flow
    /// How many candidates were tested.
    public let candidatesTried: Int
    /// How many times the test was asked (each a batch of replays).
    public let rounds: Int
  }

  /// Shrinks `flow`. `stillFails` is handed candidates and answers, for each, whether it still
  /// shows the finding. `shownBy`, when given, is how many steps the flow needs at most to show it
  /// (the divergent step and those before it): the flow cut there is tried first.
  public func shrink(_ flow: Flow, shownBy stepCount: Int? = nil, stillFails: ([Flow]) -> [Bool]) -> Result {
    var current = flow
    var tried = 0
    var rounds = 0

    /// The first candidate, from position `start` of `candidates` on, that is simpler than
    /// `reference` and still fails, with its position and the candidates after it in the same
    /// batch that still fail too.
    func failing(
      _ candidates: [Flow], simplerThan reference: Flow, from start: Int = 0
    ) -> (
      Flow, Int, [Flow]
    )? {
      let limit = complexity(of: reference)
      var seen: Set<Flow> = []
      let kept = candidates.enumerated().dropFirst(start).filter {
        complexity(of: $0.element).isSimpler(than: limit) && seen.insert($0.element).inserted
      }
      var next = 0
      while next < kept.count, tried < maximumCandidates {
        let batch = Array(kept[next..<min(kept.count, next + batchSize, next + maximumCandidates - tried)])
        let answers = stillFails(batch.map(\.element))
        tried += batch.count
        rounds += 1
        if let index = answers.indices.first(where: { answers[$0] }), index < batch.count {
          let others = batch.indices.dropFirst(index + 1).filter { $0 < answers.count && answers[$0] }
          return (batch[index].element, batch[index].offset, others.map { batch[$0].element })
        }
        next += batch.count
      }
      return nil
    }

    func firstFailing(_ candidates: [Flow], simplerThan reference: Flow) -> Flow? {
      failing(candidates, simplerThan: reference)?.0
    }

    /// The positions in `candidates` of the first that still fails and of the others of its
    /// batch that do.
    func failingPositions(_ candidates: [Flow], simplerThan reference: Flow) -> (first: Int, others: [Int])? {
      guard let (_, first, others) = failing(candidates, simplerThan: reference) else { return nil }
      let positions = others.compactMap { other in
        candidates.indices.dropFirst(first + 1).first { candidates[$0] == other }
      }
      return (first, positions)
    }

    /// Goes through the candidates `make` proposes in order, keeping each that still fails and
    /// going on from its position with the candidates of the smaller flow. When several
    /// candidates of one batch still fail, their changes together are tried next.
    func sweep(_ make: (Flow) -> [Flow]) {
      var position = 0
      while let (next, at, others) = failing(make(current), simplerThan: current, from: position) {
        let base = current
        current = next
        position = at
        let combined = others.reduce(next) { Self.combining($0, with: $1, over: base) }
        if combined != next, complexity(of: combined).isSimpler(than: complexity(of: next)),
          tried < maximumCandidates
        {
          tried += 1
          rounds += 1
          if stillFails([combined]).first == true { current = combined }
        }
      }
    }

    if let stepCount, stepCount >= 1, stepCount < current.steps.count {
      var prefix = current
      prefix.steps.removeSubrange(stepCount...)
      if let next = firstFailing([prefix], simplerThan: current) { current = next }
    }
    while tried < maximumCandidates {
      let before = current
      current = removingSteps(from: current) { failingPositions($0, simplerThan: $1) }
      current = removingRules(from: current) { failingPositions($0, simplerThan: $1) }
      sweep(seedRemoval)
      sweep(simplifications)
      if current == before { break }
    }
    return Result(flow: current, candidatesTried: tried, rounds: rounds)
  }

  /// `flow` with the steps, rules and seed in which `candidate` differs from `base` changed as
  /// in `candidate`, where `flow` still has them as in `base`; `flow` itself when `candidate`
  /// has another shape (a merged wait).
  static func combining(_ flow: Flow, with candidate: Flow, over base: Flow) -> Flow {
    guard candidate.steps.count == base.steps.count, candidate.rules.count == base.rules.count,
      flow.steps.count == base.steps.count, flow.rules.count == base.rules.count
    else { return flow }
    var combined = flow
    for index in base.steps.indices
    where candidate.steps[index] != base.steps[index] && flow.steps[index] == base.steps[index] {
      combined.steps[index] = candidate.steps[index]
    }
    for index in base.rules.indices
    where candidate.rules[index] != base.rules[index] && flow.rules[index] == base.rules[index] {
      combined.rules[index] = candidate.rules[index]
    }
    if candidate.storeSeed != base.storeSeed, flow.storeSeed == base.storeSeed {
      combined.storeSeed = candidate.storeSeed
    }
    return combined
  }

  /// Delta debugging over the steps after `launch`: remove chunks, halving them down to single
  /// steps.
  private func removingSteps(from flow: Flow, _ failing: Failing) -> Flow {
    removingChunks(
      from: flow, count: { $0.steps.count - ($0.steps.first == .launch ? 1 : 0) },
      removing: { flow, ranges in
        var candidate = flow
        let first = flow.steps.first == .launch ? 1 : 0
        for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
          candidate.steps.removeSubrange((range.lowerBound + first)..<(range.upperBound + first))
        }
        return candidate
      }, failing)
  }

  /// Delta debugging over the service lines.
  private func removingRules(from flow: Flow, _ failing: Failing) -> Flow {
    removingChunks(
      from: flow, count: \.rules.count,
      removing: { flow, ranges in
        var candidate = flow
        for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
          candidate.rules.removeSubrange(range)
        }
        return candidate
      }, failing)
  }

  /// Tests candidates against a reference flow: the first that still fails, and which of the
  /// others tested with it in the same batch still fail too (by their position in the list).
  typealias Failing = ([Flow], Flow) -> (first: Int, others: [Int])?

  /// Delta debugging over `count` parts of a flow. Each round offers the removal of every chunk
  /// of every size, halves first, then quarters … down to single parts (coarse chunks first, so
  /// the first that keeps the finding removes the most); the removals of one batch that keep the
  /// finding are then tried all together. It ends when no single part can go.
  private func removingChunks(
    from flow: Flow, count: (Flow) -> Int, removing: (Flow, [Range<Int>]) -> Flow, _ failing: Failing
  ) -> Flow {
    var current = flow
    while count(current) > 0 {
      let body = count(current)
      var sizes: [Int] = []
      var size = body
      while size > 1 {
        size = (size + 1) / 2
        if sizes.last != size { sizes.append(size) }
      }
      if sizes.last != 1 { sizes.append(1) }
      let ranges = sizes.flatMap { size in
        stride(from: 0, to: body, by: size).map { $0..<min(body, $0 + size) }
      }
      .filter { $0.count < body || body == 1 }
      let candidates = ranges.map { removing(current, [$0]) }
      guard let (first, others) = failing(candidates, current) else { return current }
      let base = current
      current = candidates[first]
      var together = [ranges[first]]
      for other in others where !together.contains(where: { $0.overlaps(ranges[other]) }) {
        together.append(ranges[other])
      }
      if together.count > 1 {
        let combined = removing(base, together)
        if failing([combined], current) != nil { current = combined }
      }
    }
    return current
  }

  private func seedRemoval(of flow: Flow) -> [Flow] {
    guard flow.storeSeed != nil else { return [] }
    var candidate = flow
    candidate.storeSeed = nil
    return [candidate]
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

  /// Shorter durations to try instead of `milliseconds`, shortest first: none, 1 ms, a few round
  /// values and half. All are tried in one batch, so a duration shrinks in one round rather than
  /// by halving again and again.
  static func shorter(_ milliseconds: Int) -> [Int] {
    let ladder = [0, 1, 10, 50, 100, 200, milliseconds / 2].filter { $0 < milliseconds }
    return Array(Set(ladder)).sorted()
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
