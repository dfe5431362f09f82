import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker's side of the lifeline: a worker's standard input is a pipe whose other end only
/// its supervisor holds. When the supervisor ends — normally, by a signal, or by `SIGKILL` — the
/// pipe closes, and the worker exits at once, even if its main thread is stuck in a loop. While
/// it lives, the supervisor sends on it the scenarios a worker takes one by one (``nextLine()``).
public enum WorkerLifeline {
  /// The exit status of a worker whose supervisor went away.
  public static let orphanedStatus: Int32 = 125

  /// The lines read and not yet taken, and whether a thread is reading them.
  private struct Inbox {
    var lines: [String] = []
    var isWatching = false
  }

  private static let inbox = Mutex(Inbox())
  /// Signalled once per line put in the inbox.
  private static let arrivals = DispatchSemaphore(value: 0)

  /// Starts watching standard input on a thread of its own when this process is a worker
  /// (``WorkerProtocol/workerEnvironmentKey`` is set); does nothing otherwise.
  public static func watchIfWorker() {
    guard WorkerProtocol.environmentValue(WorkerProtocol.workerEnvironmentKey) == "1" else { return }
    inbox.withLock { $0.isWatching = true }
    let thread = Thread {
      var reader = LineReader()
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count == 0 || (count < 0 && errno != EINTR) { _exit(orphanedStatus) }
        guard count > 0 else { continue }
        let lines = chunk.withUnsafeBytes {
          reader.append(UnsafeRawBufferPointer(rebasing: $0.prefix(count)))
        }
        guard !lines.isEmpty else { continue }
        inbox.withLock { $0.lines.append(contentsOf: lines.map(String.init)) }
        for _ in lines { arrivals.signal() }
      }
    }
    thread.name = "arch-harness lifeline"
    thread.start()
  }

  /// The next line the supervisor sent, waiting for it. In a process that is not a watched worker
  /// (a worker started by hand), the next line of standard input, or nil at its end.
  public static func nextLine() -> String? {
    guard inbox.withLock({ $0.isWatching }) else { return readLine(strippingNewline: true) }
    arrivals.wait()
    return inbox.withLock { $0.lines.removeFirst() }
  }
}
