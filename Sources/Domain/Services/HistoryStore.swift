/// Where BMI records are kept (on a device: a file or a database).
public protocol HistoryStore: Sendable {
  func load() async throws(StoreError) -> [BMIRecord]
  func save(_ record: BMIRecord) async throws(StoreError)
  func delete(id: String) async throws(StoreError)
}

/// Why the history store could not do what it was asked.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  case unavailable
  case notFound(id: String)
  case cancelled

  public var description: String {
    switch self {
    case .unavailable: "store unavailable"
    case .notFound(let id): "no record `\(id)`"
    case .cancelled: "cancelled"
    }
  }
}
