import Testing

/// Counts the effects waiting on answers only the test can give, so the test store can tell
/// "still working" from "stuck until the test answers" without any timeout.
@MainActor
public final class ParkingLot {
  public private(set) var parkedCount = 0
  /// Told whenever an effect starts or stops waiting here.
  public var onChange: (@MainActor () -> Void)?

  public init() {}

  fileprivate func park() {
    parkedCount += 1
    onChange?()
  }

  fileprivate func unpark() {
    parkedCount -= 1
    onChange?()
  }
}

/// A service call whose answers the test gives: `succeed`/`fail` answer the oldest waiting call,
/// or the next call if none waits yet. A cancelled caller gets `cancelled`, as real services
/// throw when their task is cancelled.
@MainActor
public final class ControlledCall<Argument: Sendable, Value: Sendable, Failure: Error> {
  private let parking: ParkingLot
  private let cancelled: Failure
  private var answers: [Result<Value, Failure>] = []
  private var waiting: [(key: Int, continuation: CheckedContinuation<Result<Value, Failure>, Never>)] = []
  private var nextKey = 0
  /// The arguments of every call so far, in order.
  public private(set) var arguments: [Argument] = []

  public init(parking: ParkingLot, cancelled: Failure) {
    self.parking = parking
    self.cancelled = cancelled
  }

  /// Performs the call: returns once the test has answered it.
  public nonisolated func callAsFunction(_ argument: Argument) async throws(Failure) -> Value {
    try await wait(argument).get()
  }

  /// Answers the oldest waiting call (or the next one) with `value`.
  public func succeed(_ value: Value) { answer(.success(value)) }

  /// Answers the oldest waiting call (or the next one) with `error`.
  public func fail(_ error: Failure) { answer(.failure(error)) }

  private func answer(_ result: Result<Value, Failure>) {
    guard !waiting.isEmpty else { return answers.append(result) }
    let (_, continuation) = waiting.removeFirst()
    parking.unpark()
    continuation.resume(returning: result)
  }

  private func wait(_ argument: Argument) async -> Result<Value, Failure> {
    arguments.append(argument)
    if Task.isCancelled { return .failure(cancelled) }
    if !answers.isEmpty { return answers.removeFirst() }
    let key = nextKey
    nextKey += 1
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard !Task.isCancelled else { return continuation.resume(returning: .failure(cancelled)) }
        waiting.append((key, continuation))
        parking.park()
      }
    } onCancel: {
      // Cancellation comes from the store's runner, on the main actor.
      MainActor.assumeIsolated { self.cancelWaiting(key) }
    }
  }

  private func cancelWaiting(_ key: Int) {
    guard let index = waiting.firstIndex(where: { $0.key == key }) else { return }
    let (_, continuation) = waiting.remove(at: index)
    parking.unpark()
    continuation.resume(returning: .failure(cancelled))
  }
}

extension ControlledCall where Argument == Void {
  /// Performs a call without arguments.
  public nonisolated func callAsFunction() async throws(Failure) -> Value {
    try await callAsFunction(())
  }
}
