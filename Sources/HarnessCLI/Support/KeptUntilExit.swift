import Synchronization

/// Values a command keeps until the process exits rather than freeing them when it returns: the
/// run's traces and reports are hundreds of thousands of strings and arrays, and releasing them
/// one by one costs what writing a report does, while the process's exit gives their memory back
/// at once.
enum KeptUntilExit {
  private static let values = Mutex<[any Sendable]>([])

  /// Keeps `value` alive until the process exits.
  static func keep(_ value: any Sendable) {
    values.withLock { $0.append(value) }
  }
}
