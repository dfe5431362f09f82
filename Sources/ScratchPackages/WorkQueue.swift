import Foundation
import Synchronization

/// Work items run a few at a time: `jobs` threads each take the next index until none is left,
/// so that a long item does not hold up the others (`mutate`, `coverage`).
public enum WorkQueue {
  /// Calls `body` once for every index in `0..<count`, at most `jobs` at once, in index order of
  /// start; returns when all have ended.
  public static func run(count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
    let next = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: min(jobs, max(count, 1))) { _ in
      while true {
        let index = next.withLock { value in
          defer { value += 1 }
          return value
        }
        guard index < count else { return }
        body(index)
      }
    }
  }
}
