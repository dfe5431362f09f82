import Domain

/// The `HistoryStore` operations a `store` line scripts; the raw value is the scenario word.
public enum StoreOperation: String, CaseIterable, Hashable, Sendable {
  case load
  case save
  case delete
}

/// What a scripted store operation does once its latency has passed.
public enum StoreAnswer: Hashable, Sendable {
  /// Perform the operation on the in-memory records.
  case ok
  /// Fail without touching the records (`fail` is ``StoreError/unavailable``).
  case failure(StoreError)
  /// `load` only: answer the records as they were when the call arrived, after the whole latency
  /// even if the calling task is cancelled meanwhile — a late, stale answer, such as one that
  /// arrives after a newer load's. The cancellation is still recorded (`cancelled store.load`).
  case stale
}

/// One `store` line: latency and failure for an operation of the stateful history store.
///
/// `store delete -> fail once`, `store load -> ok after 50ms`
public struct StoreRule: Equatable, Sendable {
  public let operation: StoreOperation
  public let answer: StoreAnswer
  public let latency: Duration
  public let frequency: CallFrequency
  /// Where the line's `store` word is.
  public let location: ScenarioLocation
  /// The line as written, without its comment.
  public let sourceLine: String

  public init(
    operation: StoreOperation, answer: StoreAnswer, latency: Duration = .zero,
    frequency: CallFrequency = .always, location: ScenarioLocation, sourceLine: String
  ) {
    self.operation = operation
    self.answer = answer
    self.latency = latency
    self.frequency = frequency
    self.location = location
    self.sourceLine = sourceLine
  }
}
