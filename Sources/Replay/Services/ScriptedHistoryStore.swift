import Domain
import ScenarioLanguage
import Synchronization

/// A stateful in-memory `HistoryStore`, seeded by `store seed` and slowed or failed by `store`
/// lines.
///
/// Each call is recorded in the ``ServiceCallLog`` (`store.load`, `store.save(r1)`,
/// `store.delete(r1)`), then picks its rule like the API does, waits the rule's latency on the
/// injected clock, and fails or does its work. With no rule for an operation, it does its work at
/// once: the store needs no scripting to behave like a store. A call whose task is cancelled
/// answers `.cancelled` and records `cancelled <call>` (`cancelled store.load`).
public final class ScriptedHistoryStore: HistoryStore {
  private struct State {
    var records: [BMIRecord]
    var book: RuleBook<StoreRule>
    var callCounts: [StoreOperation: Int] = [:]
  }

  private let state: Mutex<State>
  private let clock: any AppClock
  private let log: ServiceCallLog

  /// A store holding `seed`, slowed or failed by `rules` (in file order).
  public init(seed: [BMIRecord], rules: [StoreRule], clock: any AppClock, log: ServiceCallLog) {
    self.state = Mutex(State(records: seed, book: RuleBook(rules: rules)))
    self.clock = clock
    self.log = log
  }

  /// A store seeded and scripted by the scenario's `store` lines.
  public convenience init(scenario: Scenario, clock: any AppClock, log: ServiceCallLog) {
    self.init(seed: scenario.storeSeed, rules: scenario.storeRules, clock: clock, log: log)
  }

  /// The records held now, newest first (what a `load` would answer).
  public var records: [BMIRecord] {
    state.withLock { $0.records.sortedNewestFirst() }
  }

  // MARK: - HistoryStore

  /// The records, newest first.
  public func load() async throws(StoreError) -> [BMIRecord] {
    let asCalled = records
    let rule = try await perform(.load, logLine: "store.load")
    return rule?.answer == .stale ? asCalled : records
  }

  /// Adds the record, or replaces the one with the same id in place.
  public func save(_ record: BMIRecord) async throws(StoreError) {
    try await perform(.save, logLine: "store.save(\(record.id))")
    state.withLock { state in
      if let index = state.records.firstIndex(where: { $0.id == record.id }) {
        state.records[index] = record
      } else {
        state.records.append(record)
      }
    }
  }

  /// Removes the record; `.notFound` when there is none with that id.
  public func delete(id: String) async throws(StoreError) {
    try await perform(.delete, logLine: "store.delete(\(id))")
    let didRemove = state.withLock { state in
      guard let index = state.records.firstIndex(where: { $0.id == id }) else { return false }
      state.records.remove(at: index)
      return true
    }
    guard didRemove else { throw .notFound(id: id) }
  }

  // MARK: - Scripting

  /// Records the call, waits the rule's latency and throws the rule's failure or `.cancelled`
  /// (recording `cancelled <call>` when the task was cancelled, not when the clock was torn down).
  /// Returns the rule that answered, if any. A `stale` rule waits out its latency whatever happens
  /// to the calling task (see ``waitStale(_:logLine:)``).
  @discardableResult
  private func perform(_ operation: StoreOperation, logLine: String) async throws(StoreError) -> StoreRule? {
    log.record(logLine)
    let rule = state.withLock { state in
      let number = state.callCounts[operation, default: 0] + 1
      state.callCounts[operation] = number
      return state.book.pick(callNumber: number) { $0.operation == operation }
    }
    if let rule, rule.answer == .stale {
      try await waitStale(rule.latency, logLine: logLine)
      return rule
    }
    switch await clock.waitLatency(rule?.latency ?? .zero) {
    case .elapsed: break
    case .cancelled:
      log.record("cancelled \(logLine)")
      throw .cancelled
    case .interrupted: throw .cancelled
    }
    if case .failure(let error)? = rule?.answer { throw error }
    return rule
  }

  /// Waits `latency` in a task of its own, which the caller's cancellation does not reach, so the
  /// answer comes late rather than not at all; the cancellation is recorded when it happens.
  /// Only a clock torn down ends the wait early (`.cancelled`, nothing recorded).
  private func waitStale(_ latency: Duration, logLine: String) async throws(StoreError) {
    let clock = self.clock
    let log = self.log
    let waiter = Task { await clock.waitLatency(latency) }
    let outcome = await withTaskCancellationHandler {
      await waiter.value
    } onCancel: {
      log.record("cancelled \(logLine)")
    }
    if outcome != .elapsed { throw .cancelled }
  }
}
