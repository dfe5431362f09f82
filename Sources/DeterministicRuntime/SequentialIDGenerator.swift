import Domain
import Synchronization

/// Makes identifiers `r1`, `r2`, … (with a configurable prefix): the same sequence in every replay.
public final class SequentialIDGenerator: IDGenerator {
  private let prefix: String
  private let counter = Mutex(0)

  /// Creates a generator whose first identifier is `prefix` followed by `1`.
  public init(prefix: String = "r") {
    self.prefix = prefix
  }

  /// The next identifier.
  public func makeID() -> String {
    let number = counter.withLock { counter in
      counter += 1
      return counter
    }
    return "\(prefix)\(number)"
  }
}
