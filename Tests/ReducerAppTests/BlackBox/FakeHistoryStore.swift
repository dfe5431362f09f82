import Domain
import Foundation
import Synchronization

/// A history store in memory that answers at once and logs every call.
final class FakeHistoryStore: HistoryStore {
  private let state = Mutex<(records: [BMIRecord], calls: [String])>(([], []))

  var calls: [String] { state.withLock { $0.calls } }

  func load() async throws(StoreError) -> [BMIRecord] {
    state.withLock { state in
      state.calls.append("load()")
      return state.records
    }
  }

  func save(_ record: BMIRecord) async throws(StoreError) {
    state.withLock { state in
      state.calls.append("save(\(record.id))")
      state.records.append(record)
    }
  }

  func delete(id: String) async throws(StoreError) {
    state.withLock { state in
      state.calls.append("delete(\(id))")
      state.records.removeAll { $0.id == id }
    }
  }
}

/// A clock stopped at one instant.
struct FixedClock: AppClock {
  var now: Date

  func sleep(for duration: Duration) async throws {}
}

/// Identifiers `r1`, `r2` …
final class SequentialIDs: IDGenerator {
  private let next = Mutex(1)

  func makeID() -> String {
    next.withLock { number in
      defer { number += 1 }
      return "r\(number)"
    }
  }
}
