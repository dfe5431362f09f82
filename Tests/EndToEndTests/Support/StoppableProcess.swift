import Foundation
import HarnessTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process the test can wait on until it *stops* (`SIGSTOP`), then signal: the kill tests
/// let the harness stop itself at an exact moment instead of guessing one with a timer. Its output
/// goes to /dev/null, its standard error there too or to the file `errorOutput`.
final class StoppableProcess {
  let pid: pid_t

  init(
    _ executable: URL, arguments: [String], environment: [String: String], errorOutput: URL? = nil
  ) throws {
    let argv = [executable.path] + arguments
    let envp = TemporaryFolder.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
    var cArguments = argv.map { strdup($0) } + [nil]
    var cEnvironment = envp.map { strdup($0) } + [nil]
    defer { (cArguments + cEnvironment).forEach { free($0) } }
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 2, errorOutput?.path ?? "/dev/null",
      errorOutput == nil ? O_WRONLY : O_WRONLY | O_CREAT | O_TRUNC,
      0o644)
    var child: pid_t = 0
    let status = posix_spawn(&child, executable.path, &actions, nil, &cArguments, &cEnvironment)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
    pid = child
  }

  /// Blocks until the child stops; false if it exited instead.
  func waitUntilStopped() -> Bool {
    var status: Int32 = 0
    while waitpid(pid, &status, WUNTRACED) == -1 && errno == EINTR {}
    return status & 0xff == 0x7f
  }

  /// Sends `signal`, resumes the child so it can handle it, and returns its exit status (or 128 +
  /// the signal that killed it).
  func end(with signal: Int32) -> Int32 {
    kill(pid, signal)
    kill(pid, SIGCONT)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let killedBy = status & 0x7f
    return killedBy == 0 ? (status >> 8) & 0xff : 128 + killedBy
  }
}

/// Waits for a process that is not the test's child to end, without a timer loop (Linux:
/// `pidfd_open` and `poll`, bounded by `seconds`). True when it has ended.
enum ProcessEnd {
  static func wait(for pid: pid_t, seconds: Int32) -> Bool {
    #if os(Linux)
    typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pidfd_open") else {
      return kill(pid, 0) == -1
    }
    let descriptor = unsafeBitCast(symbol, to: PidfdOpen.self)(pid, 0)
    guard descriptor >= 0 else { return errno == ESRCH }
    defer { close(descriptor) }
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, seconds * 1000) == 1
    #else
    return kill(pid, 0) == -1
    #endif
  }
}
