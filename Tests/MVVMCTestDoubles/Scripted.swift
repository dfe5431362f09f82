import Domain

/// How one fake service method answers: at once with a fixed result, or held until the test
/// resumes it (to look at the app while the call is in flight).
@MainActor
public final class Scripted<Value: Sendable, Failure: Error> {
  public enum Mode {
    case answer(Result<Value, Failure>)
    case hold
  }

  public var mode: Mode
  private var held: [CheckedContinuation<Result<Value, Failure>, Never>] = []
  private var arrivalWaiters: [CheckedContinuation<Void, Never>] = []
  private var unclaimedArrivals = 0

  public init(_ mode: Mode) {
    self.mode = mode
  }

  /// Answers with `value` from now on.
  public func answer(_ value: Value) { mode = .answer(.success(value)) }

  /// Fails with `error` from now on.
  public func fail(_ error: Failure) { mode = .answer(.failure(error)) }

  /// Holds every call from now on until ``resume(with:)``.
  public func hold() { mode = .hold }

  /// What the fake's method returns.
  public func respond() async throws(Failure) -> Value {
    if let waiter = arrivalWaiters.first {
      arrivalWaiters.removeFirst()
      waiter.resume()
    } else {
      unclaimedArrivals += 1
    }
    switch mode {
    case .answer(let result):
      return try result.get()
    case .hold:
      let result = await withCheckedContinuation { held.append($0) }
      return try result.get()
    }
  }

  /// Waits until a call arrives (or returns at once if one arrived that nobody waited for).
  public func waitForCall() async {
    if unclaimedArrivals > 0 {
      unclaimedArrivals -= 1
      return
    }
    await withCheckedContinuation { arrivalWaiters.append($0) }
  }

  /// Answers the oldest held call.
  public func resume(with result: Result<Value, Failure>) {
    precondition(!held.isEmpty, "no call is held")
    held.removeFirst().resume(returning: result)
  }

  /// The number of calls waiting for ``resume(with:)``.
  public var heldCount: Int { held.count }
}
