import Foundation
import HarnessTestSupport
import Testing

/// Runs the built `arch-harness` and collects everything a user would see: exit status (or the
/// signal that ended it), standard output and standard error. A run that outlives `timeout` is
/// killed and recorded as a hang.
struct CommandLineRun {
  let status: Int32
  let wasSignalled: Bool
  let didTimeOut: Bool
  let output: String
  let errors: String

  /// Runs the binary (`arch-harness`, or `binary`) in `directory` with `arguments`.
  static func run(
    _ arguments: [String], in directory: URL = HarnessProcess.packageRoot, timeout: Duration = .seconds(60),
    binary: String = "arch-harness"
  ) throws -> CommandLineRun {
    let process = Process()
    process.executableURL = try HarnessProcess.executableURL(binary)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = TemporaryFolder.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let folder = TemporaryFolder.url("cli")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out")
    let errURL = folder.appendingPathComponent("err")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let processExit = try process.start()
    var ending: (status: Int32, wasSignalled: Bool)?
    var didTimeOut = false
    if !processExit.wait(timeout: timeout) {
      // Foundation learns of a child's end from `SIGCHLD`, and under a busy suite has been seen to
      // learn of it only at another child's end, long after: a process that has ended is not hung.
      switch Self.state(of: process.processIdentifier) {
      case .ended(let status, let wasSignalled): ending = (status, wasSignalled)
      case .reaped: processExit.wait()
      case .running:
        didTimeOut = true
        process.terminate()
        processExit.wait()
      }
    }
    try out.close()
    try err.close()
    return CommandLineRun(
      status: ending?.status ?? process.terminationStatus,
      wasSignalled: ending?.wasSignalled ?? (process.terminationReason == .uncaughtSignal),
      didTimeOut: didTimeOut, output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// Where a child process is, asked without reaping it.
  enum ChildState: Equatable {
    case running
    /// It ended: its exit status, or the signal that ended it.
    case ended(status: Int32, wasSignalled: Bool)
    /// It was reaped already (by Foundation, whose termination handler then follows at once).
    case reaped
  }

  static func state(of pid: Int32) -> ChildState {
    var info = siginfo_t()
    var result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
    while result == -1 && errno == EINTR {
      result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
    }
    guard result == 0 else { return errno == ECHILD ? .reaped : .running }
    #if canImport(Glibc)
    let (endedPID, status) = (info._sifields._sigchld.si_pid, info._sifields._sigchld.si_status)
    #else
    let (endedPID, status) = (info.si_pid, info.si_status)
    #endif
    guard endedPID == pid else { return .running }
    return .ended(status: status, wasSignalled: info.si_code != Int32(CLD_EXITED))
  }
}
