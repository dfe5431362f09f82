import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The supervisor's live worker process groups and what to clean up if the supervisor itself is
/// told to stop. On `SIGINT`, `SIGTERM` or `SIGHUP` every group is killed, every cleanup runs, and
/// the process exits with 128 + the signal's number, as a shell reports a signal.
///
/// A `SIGKILL` cannot be handled: then each worker notices on its own that its lifeline closed
/// (see ``WorkerLifeline``) and exits.
public enum ProcessGroups {
  private struct State {
    var groups: Set<pid_t> = []
    var cleanups: [Int: @Sendable () -> Void] = [:]
    var nextCleanup = 0
    var isTerminating = false
  }

  private static let state = Mutex(State())
  /// What the tool says it kept when a signal stops it (see ``setStopNote(_:)``).
  private static let stopNote = Mutex<String?>(nil)
  /// The stopping signal the handler took, as soon as it took it (0: none yet).
  private static let received = Atomic<Int32>(0)
  private static let handledSignals = [SIGINT, SIGTERM, SIGHUP]

  private static var handledSignalSet: sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in handledSignals { sigaddset(&signals, number) }
    return signals
  }

  /// Starts handling `SIGINT`, `SIGTERM` and `SIGHUP` on a thread of its own. Call it first thing
  /// in `main`, before any other thread exists: the signals are blocked in the calling thread, so
  /// every thread started later has them blocked too, and only the handler's `sigwait` takes them.
  public static func installSignalHandlers() {
    var blocked = handledSignalSet
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
    let thread = Thread {
      var signals = handledSignalSet
      var number: Int32 = 0
      while sigwait(&signals, &number) != 0 || !handledSignals.contains(number) {}
      received.store(number, ordering: .sequentiallyConsistent)
      terminate(signal: number)
    }
    thread.name = "arch-harness signals"
    thread.start()
  }

  /// Exits with `status` — unless a stopping signal has arrived and not been handled yet (sent
  /// while the process was stopped, or just as it finished): then it is handled as it would have
  /// been a moment earlier, and the exit status is 128 + its number. A signal is never lost to a
  /// normal exit.
  public static func exit(_ status: Int32) -> Never {
    state.withLock { state in
      state.isTerminating = true
      var pending = sigset_t()
      sigemptyset(&pending)
      sigpending(&pending)
      let arrived = handledSignals.first { sigismember(&pending, $0) == 1 }
      if let signal = arrived ?? nonZero(received.load(ordering: .sequentiallyConsistent)) {
        stop(&state, signal: signal)
      }
      Foundation.exit(status)
    }
  }

  private static func nonZero(_ number: Int32) -> Int32? { number == 0 ? nil : number }

  /// Registers `cleanup` to run if the supervisor is stopped by a signal; returns a token for
  /// ``removeCleanup(_:)``.
  public static func addCleanup(_ cleanup: @escaping @Sendable () -> Void) -> Int {
    state.withLock { state in
      defer { state.nextCleanup += 1 }
      state.cleanups[state.nextCleanup] = cleanup
      return state.nextCleanup
    }
  }

  /// Forgets a cleanup registered with ``addCleanup(_:)``.
  public static func removeCleanup(_ token: Int) {
    _ = state.withLock { $0.cleanups.removeValue(forKey: token) }
  }

  /// Runs `body` so that a stopping signal is handled either wholly before it (then `body` never
  /// runs and this call never returns: the process is exiting) or wholly after it.
  public static func uninterrupted<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
    try state.withLock { state throws(Failure) in
      guard !state.isTerminating else { return }
      try body()
    }
  }

  /// Sets what the tool says, on standard error, it leaves behind if a stopping signal ends it now
  /// (`the reports in reports/ were left as they were`); nil says only that it stopped.
  public static func setStopNote(_ note: String?) {
    stopNote.withLock { $0 = note }
  }

  /// The line written when `signal` stops the tool.
  static func stopMessage(signal: Int32, note: String?) -> String {
    let name =
      switch signal {
      case SIGINT: "SIGINT"
      case SIGTERM: "SIGTERM"
      case SIGHUP: "SIGHUP"
      default: "signal \(signal)"
      }
    return "arch-harness: stopped by \(name)" + (note.map { "; \($0)" } ?? "") + "\n"
  }

  /// Records a live group; returns false (and kills it) when the supervisor is already stopping.
  static func register(_ group: pid_t) -> Bool {
    let accepted = state.withLock { state in
      guard !state.isTerminating else { return false }
      state.groups.insert(group)
      return true
    }
    if !accepted { _ = kill(-group, SIGKILL) }
    return accepted
  }

  /// Forgets a group that has been killed and reaped.
  static func unregister(_ group: pid_t) {
    _ = state.withLock { $0.groups.remove(group) }
  }

  /// Kills every group, runs every cleanup and exits — all while holding the state, so nothing
  /// ``uninterrupted(_:)`` guards can start meanwhile.
  private static func terminate(signal: Int32) -> Never {
    state.withLock { state in
      state.isTerminating = true
      stop(&state, signal: signal)
    }
  }

  /// Kills every group, runs every cleanup and exits with 128 + `signal`.
  private static func stop(_ state: inout State, signal: Int32) -> Never {
    for group in state.groups { _ = kill(-group, SIGKILL) }
    for cleanup in state.cleanups.values { cleanup() }
    let message = Array(stopMessage(signal: signal, note: stopNote.withLock { $0 }).utf8)
    _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    _exit(128 + signal)
  }
}
