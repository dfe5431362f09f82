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
}
