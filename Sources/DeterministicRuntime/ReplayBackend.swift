import Foundation

/// The mechanism that puts every job of a replay process into the driver's FIFO. Both give the
/// same order of jobs, so the same traces; they differ in what they need (Docs/Determinism.md,
/// "Where it runs").
public enum ReplayBackend: String, CaseIterable, Sendable {
  /// The custom-executor SPI (`_createExecutors`): replaces the main and global executors;
  /// `Task.sleep` arrives as a delayed enqueue and waits on virtual time.
  case spi
  /// The runtime's hook variables, reached with `dlsym` (no SPI, nothing private):
  /// `swift_task_getMainExecutor_hook` makes the FIFO the main actor's executor and
  /// `swift_task_enqueueGlobal_hook` feeds it everything else. `Task.sleep` bypasses the hooks on
  /// runtimes from Swift 6.3, so it keeps real time: a replay reports it at its step.
  case hooks

  /// The environment variable that picks a backend: `spi`, `hooks`, or unset for the best
  /// available (the SPI where it is compiled in, else the hooks where the runtime has them).
  public static let environmentVariable = "ARCH_HARNESS_EXECUTOR"

  /// What a process replays with, given the value of ``environmentVariable``.
  enum Choice: Equatable, Sendable {
    /// Replays run with this backend.
    case backend(ReplayBackend)
    /// No backend can run in this build or on this system: why.
    case unavailable(String)
    /// The variable names no backend: the message says which values it takes.
    case badValue(String)
  }

  /// The backend this process replays with, by its ``environmentVariable`` (read alone:
  /// `ProcessInfo`'s `environment` copies every variable into a dictionary each time).
  static var chosenHere: Choice {
    choose(getenv(environmentVariable).map { String(cString: $0) })
  }

  /// The backend a process with `value` in ``environmentVariable`` replays with.
  static func choose(_ value: String?) -> Choice {
    switch value {
    case nil, "":
      if SPIBackend.unavailableReason == nil { return .backend(.spi) }
      if HooksBackend.unavailableReason == nil { return .backend(.hooks) }
      return .unavailable(
        "this build of the harness has no deterministic replay runtime that works here (\(spi.reason); "
          + "\(hooks.reason))")
    case let name?:
      guard let backend = ReplayBackend(rawValue: name) else {
        return .badValue(
          "\(environmentVariable) is '\(name)', which names no replay backend: use 'spi' or 'hooks', "
            + "or leave it unset for the best available")
      }
      return backend.unavailableReason == nil ? .backend(backend) : .unavailable(backend.reason)
    }
  }

  /// Why this backend cannot replay in this process (not in this build, or not in this system's
  /// runtime), or nil when it can: what `ARCH_HARNESS_EXECUTOR=<backend>` would meet.
  public var unavailableReason: String? {
    switch self {
    case .spi: SPIBackend.unavailableReason
    case .hooks: HooksBackend.unavailableReason
    }
  }

  /// "the 'spi' backend: why not", for messages.
  private var reason: String {
    "the '\(rawValue)' backend: \(unavailableReason ?? "available")"
  }
}
