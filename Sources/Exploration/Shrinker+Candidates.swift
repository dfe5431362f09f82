// MARK: - Candidates: the smaller flows each pass tries

extension Shrinker {
  /// Delta debugging over the steps after `launch`: remove chunks, halving them down to single
  /// steps.
  func removingSteps(from flow: Flow, _ failing: Failing) -> Flow {
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
  func removingRules(from flow: Flow, _ failing: Failing) -> Flow {
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
  func removingChunks(
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

  func seedRemoval(of flow: Flow) -> [Flow] {
    guard flow.storeSeed != nil else { return [] }
    var candidate = flow
    candidate.storeSeed = nil
    return [candidate]
  }

  func simplifications(of flow: Flow) -> [Flow] {
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
}
