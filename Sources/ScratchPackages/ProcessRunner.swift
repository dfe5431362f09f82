import Foundation
import Supervisor

/// Runs a command of `mutate` or `coverage` (a build, a test bundle, the scratch tool, an LLVM
/// tool) to its end, or kills it after a time limit, in a process group of its own
/// (``CommandProcess``): whatever the command started is killed with it, and if the tool is stopped
/// (Ctrl-C) every command still running is killed.
public enum ProcessRunner {
  /// How a command ended.
  public enum Ending: Equatable, Sendable {
    case exited(Int32)
    case timedOut
    case notStarted(String)

    /// Whether the command exited with status 0.
    public var succeeded: Bool { self == .exited(0) }
  }

  /// Runs `arguments` (the first is a path, or a name looked up in `PATH`) in `directory` with
  /// `environment` added, writing its output to `output` (or nowhere). A crashing command is not
  /// held up by the Swift backtracer (`SWIFT_BACKTRACE=enable=no` unless `environment` says
  /// otherwise): the runtime's one-line message is what the logs need.
  public static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:], output: URL? = nil,
    timeout: Duration? = nil
  ) -> Ending {
    var merged = ProcessInfo.processInfo.environment
    merged["SWIFT_BACKTRACE"] = "enable=no"
    merged.merge(environment) { $1 }
    let ending = CommandProcess.run(
      arguments, in: directory.path, environment: merged, outputPath: output?.path ?? "/dev/null",
      timeout: timeout)
    switch ending {
    case .exited(let status): return .exited(status)
    // As a shell reports a signal: 128 + its number.
    case .signalled(let signal): return .exited(128 + signal)
    case .timedOut: return .timedOut
    case .notStarted(let reason): return .notStarted(reason)
    }
  }
}
