import Domain
import Synchronization

/// A history store that keeps records in memory, answers as scripted, records every call and can
/// hold the calls of chosen methods until the test releases them.
final class FakeHistoryStore: HistoryStore {
  /// What each method answers, and the records it keeps.
  struct Script: Sendable {
    var records: [BMIRecord] = []
    var loadFailure: StoreError?
    var saveFailure: StoreError?
    var deleteFailure: StoreError?
  }

  private let state = Mutex(HoldingState<Script>(script: Script()))

  init(_ configure: (inout Script) -> Void = { _ in }) {
    state.withLock { configure(&$0.script) }
  }

  func script(_ change: (inout Script) -> Void) { state.withLock { change(&$0.script) } }

  /// The calls so far, as `save(r1)`.
  var calls: [String] { state.withLock { $0.calls } }

  var records: [BMIRecord] { state.withLock { $0.script.records } }

  func hold(_ method: String) { state.withLock { _ = $0.held.insert(method) } }

  /// How many calls are parked on a hold now.
  var heldCount: Int { state.withLock { $0.waiting.count } }

  /// Runs `action` whenever a call parks on a hold.
  func onHold(_ action: @escaping @Sendable () -> Void) { state.withLock { $0.onHold = action } }

  func release(_ method: String) {
    let waiting = state.withLock { $0.release(method) }
    for continuation in waiting { continuation.resume() }
  }

  // MARK: - HistoryStore

  func load() async throws(StoreError) -> [BMIRecord] {
    await state.call("load", method: "load")
    return try state.withLock { state throws(StoreError) in
      if let failure = state.script.loadFailure { throw failure }
      return state.script.records
    }
  }

  func save(_ record: BMIRecord) async throws(StoreError) {
    await state.call("save(\(record.id))", method: "save")
    try state.withLock { state throws(StoreError) in
      if let failure = state.script.saveFailure { throw failure }
      state.script.records.append(record)
    }
  }

  func delete(id: String) async throws(StoreError) {
    await state.call("delete(\(id))", method: "delete")
    try state.withLock { state throws(StoreError) in
      if let failure = state.script.deleteFailure { throw failure }
      state.script.records.removeAll { $0.id == id }
    }
  }
}
