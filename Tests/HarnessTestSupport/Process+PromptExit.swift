import Foundation

extension Process {
  /// Runs `arguments` with `/usr/bin/env` (in `folder`, with `environment` added to this process's
  /// own), its standard output discarded, and returns its exit status.
  public static func exitStatus(
    running arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
  ) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    process.environment = TemporaryFolder.environment.merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    try process.start().wait()
    return process.terminationStatus
  }

  /// Starts the process, like `run()`, and returns a wait for its exit that returns as soon as it
  /// has ended. On Linux `waitUntilExit()` polls a run loop and returns tens of milliseconds
  /// late (~37 ms a process measured here), which a test suite that starts a few hundred
  /// processes pays many times over.
  public func start() throws -> ProcessExit {
    let exit = ProcessExit()
    terminationHandler = { _ in exit.exited.signal() }
    try run()
    return exit
  }
}

/// The end of a process started with ``Foundation/Process/start()``.
public final class ProcessExit: Sendable {
  fileprivate let exited = DispatchSemaphore(value: 0)

  /// Waits until the process has exited; its `terminationStatus` is then set.
  public func wait() {
    exited.wait()
    exited.signal()
  }

  /// Waits until the process has exited or `timeout` has passed; whether it exited.
  public func wait(timeout: Duration) -> Bool {
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    guard exited.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return false }
    exited.signal()
    return true
  }
}
