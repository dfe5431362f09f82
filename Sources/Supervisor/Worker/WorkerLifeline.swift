import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker's side of the lifeline: a worker's standard input is a pipe whose other end only
/// its supervisor holds. When the supervisor ends — normally, by a signal, or by `SIGKILL` — the
/// pipe closes, and the worker exits at once, even if its main thread is stuck in a loop.
public enum WorkerLifeline {
  /// The exit status of a worker whose supervisor went away.
  public static let orphanedStatus: Int32 = 125

  /// Starts watching standard input on a thread of its own when this process is a worker
  /// (``WorkerProtocol/workerEnvironmentKey`` is set); does nothing otherwise.
  public static func watchIfWorker() {
    guard ProcessInfo.processInfo.environment[WorkerProtocol.workerEnvironmentKey] == "1" else { return }
    let thread = Thread {
      var byte: UInt8 = 0
      while true {
        let count = read(STDIN_FILENO, &byte, 1)
        if count == 0 || (count < 0 && errno != EINTR) { _exit(orphanedStatus) }
      }
    }
    thread.name = "arch-harness lifeline"
    thread.start()
  }
}
