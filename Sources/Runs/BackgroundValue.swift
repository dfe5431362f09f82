import Foundation
import Synchronization

/// A value computed on a thread of its own from the moment it is made — `run` reads the
/// previous reports while its replays run — and waited for where it is needed.
public final class BackgroundValue<Value: Sendable>: Sendable {
  private let result = Mutex<Value?>(nil)
  private let done = DispatchSemaphore(value: 0)

  /// Starts computing `make()` at once.
  public init(_ make: @escaping @Sendable () -> Value) {
    Thread.detachNewThread { [self] in
      let value = make()
      result.withLock { $0 = value }
      done.signal()
    }
  }

  /// The value, once computed (waits until then).
  public var value: Value {
    done.wait()
    done.signal()
    return result.withLock { $0! }
  }
}
