import Foundation
import Supervisor
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command of `mutate` or `coverage` (a build, a test bundle, the scratch tool, an LLVM
/// tool) to its end, or kills it after a time limit. If the tool is stopped (Ctrl-C), every command still running is killed.
enum ProcessRunner {
  /// How a command ended.
  enum Ending: Equatable {
    case exited(Int32)
    case timedOut
    case notStarted(String)

    var succeeded: Bool { self == .exited(0) }
  }

  private static let running = Mutex<Set<Int32>>([])
  private static let cleanupInstalled = Mutex(false)

  /// Runs `arguments` (the first is a path, or a name looked up in `PATH`) in `directory` with
  /// `environment` added, writing its output to `output` (or nowhere).
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:], output: URL? = nil,
    timeout: Duration? = nil
  ) -> Ending {
    installCleanup()
    let process = Process()
    // A path runs as it is; a name goes through `env`, which looks it up in `PATH` (`coverage`
    // starts three tools per replay by path: an `env` each would be a process more).
    if let command = arguments.first, command.contains("/") {
      process.executableURL = URL(fileURLWithPath: command)
      process.arguments = Array(arguments.dropFirst())
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments
    }
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let sink: FileHandle
    if let output {
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
      sink = (try? FileHandle(forWritingTo: output)) ?? FileHandle.nullDevice
    } else {
      sink = FileHandle.nullDevice
    }
    defer { if sink !== FileHandle.nullDevice { try? sink.close() } }
    process.standardOutput = sink
    process.standardError = sink
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      return .notStarted(error.localizedDescription)
    }
    let pid = process.processIdentifier
    running.withLock { _ = $0.insert(pid) }
    defer { running.withLock { _ = $0.remove(pid) } }
    let deadline = timeout.map { DispatchTime.now() + .milliseconds(Int($0.components.seconds * 1000)) }
    if let deadline, finished.wait(timeout: deadline) == .timedOut {
      kill(pid, SIGKILL)
      finished.wait()
      return .timedOut
    }
    if deadline == nil { finished.wait() }
    return .exited(process.terminationStatus)
  }

  /// Kills the running commands if the tool is stopped by a signal.
  private static func installCleanup() {
    cleanupInstalled.withLock { installed in
      guard !installed else { return }
      installed = true
      _ = ProcessGroups.addCleanup {
        // A build stops its compilers when asked to stop; then whatever is left is killed.
        let pids = running.withLock { $0 }
        for pid in pids { kill(pid, SIGTERM) }
        usleep(300_000)
        for pid in pids { kill(pid, SIGKILL) }
      }
    }
  }
}
