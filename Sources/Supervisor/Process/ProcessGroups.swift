import Dispatch
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
  nonisolated(unsafe) private static var signalSources: [any DispatchSourceSignal] = []
  private static let installOnce: Void = {
    for number in [SIGINT, SIGTERM, SIGHUP] {
      _ = signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { terminate(signal: number) }
      source.resume()
      signalSources.append(source)
    }
  }()

  /// Starts handling `SIGINT`, `SIGTERM` and `SIGHUP`. Idempotent.
  public static func installSignalHandlers() {
    installOnce
  }

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

  private static func terminate(signal: Int32) {
    let (groups, cleanups) = state.withLock { state in
      state.isTerminating = true
      return (state.groups, Array(state.cleanups.values))
    }
    for group in groups { _ = kill(-group, SIGKILL) }
    for cleanup in cleanups { cleanup() }
    _exit(128 + signal)
  }
}
