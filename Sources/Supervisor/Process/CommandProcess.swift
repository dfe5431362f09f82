import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A command run to its end in a process group of its own — a build, a test bundle, an LLVM tool —
/// with its output in a file, for `mutate` and `coverage`.
///
/// Foundation's `Process` notices a child's end only once every process that inherited its
/// hidden socket has closed it: a crash reporter or a background job of the child kept a mutant's
/// unit-test run "running" for minutes. Here the end is the child's own exit (`waitid`), and
/// however the command ends — exited, crashed, killed after its time limit — its whole group is
/// killed before the child is reaped, so nothing it started outlives it.
public enum CommandProcess {
  /// How a command ended.
  public enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
    /// It ran past its time limit; its group was killed.
    case timedOut
    /// It could not be started (the reason).
    case notStarted(String)
  }

  /// How long to wait for a killed child to be gone before giving up on it.
  static let reapLimit: Duration = .seconds(10)

  /// Runs `arguments` (the first is a path, or a name looked up in this process's `PATH`) in
  /// `directory` with exactly `environment`, its standard output and error appended to the file
  /// at `outputPath` (created or emptied; `/dev/null` for none) and its standard input empty;
  /// kills its group after `timeout`, if one is given.
  public static func run(
    _ arguments: [String], in directory: String, environment: [String: String], outputPath: String,
    timeout: Duration?
  ) -> Ending {
    guard let command = arguments.first else { return .notStarted("no command") }
    let output = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard output >= 0 else { return .notStarted("could not open '\(outputPath)': \(errorText(errno))") }
    defer { close(output) }
    let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer { if input >= 0 { close(input) } }

    var actions = SpawnFileActions()
    if input >= 0 { actions.duplicate(input, to: STDIN_FILENO) }
    actions.duplicate(output, to: STDOUT_FILENO)
    actions.duplicate(output, to: STDERR_FILENO)
    guard actions.changeDirectory(to: directory) else {
      actions.destroy()
      return .notStarted("cannot start a command in another folder on this system")
    }
    var attributes = SpawnAttributes()
    attributes.startNewProcessGroup()
    attributes.resetSignals([SIGINT, SIGTERM, SIGHUP, SIGPIPE])
    let argv = CStringArray(arguments)
    let envp = CStringArray(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    var pid: pid_t = 0
    let status =
      command.contains("/")
      ? posix_spawn(&pid, command, &actions.raw, &attributes.raw, argv.pointers, envp.pointers)
      : posix_spawnp(&pid, command, &actions.raw, &attributes.raw, argv.pointers, envp.pointers)
    actions.destroy()
    attributes.destroy()
    guard status == 0 else { return .notStarted("could not start '\(command)': \(errorText(status))") }
    guard ProcessGroups.register(pid) else {
      reap(pid)
      return .notStarted("the harness is stopping")
    }
    defer { ProcessGroups.unregister(pid) }
    return wait(for: pid, timeout: timeout)
  }

  // MARK: - Waiting

  /// Waits for `pid` to exit (without reaping it) on a thread of its own, up to `timeout`; then
  /// kills its group and reaps it.
  private static func wait(for pid: pid_t, timeout: Duration?) -> Ending {
    let exited = DispatchSemaphore(value: 0)
    let waiter = Thread { [pid] in
      var info = siginfo_t()
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
      exited.signal()
    }
    waiter.start()
    guard let timeout else {
      exited.wait()
      return reap(pid)
    }
    if exited.wait(timeout: .now() + timeout.dispatchInterval) == .success { return reap(pid) }
    _ = kill(-pid, SIGKILL)
    // SIGKILL cannot be refused: the child is gone at once but for a process stuck in the kernel,
    // which is not worth waiting for without end.
    if exited.wait(timeout: .now() + reapLimit.dispatchInterval) == .success { reap(pid) }
    return .timedOut
  }

  /// Kills what is left of `pid`'s group, then collects `pid`'s status.
  @discardableResult
  private static func reap(_ pid: pid_t) -> Ending {
    _ = kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
  }

  private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
}

extension Duration {
  /// The duration in whole milliseconds, for a `DispatchTime`.
  fileprivate var dispatchInterval: DispatchTimeInterval {
    .milliseconds(Int(components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000))
  }
}

// MARK: - Changing directory

extension SpawnFileActions {
  /// In the child, the working directory becomes `path` (before it runs the command); false when
  /// this system's C library lacks `posix_spawn_file_actions_addchdir_np` (glibc before 2.29).
  mutating func changeDirectory(to path: String) -> Bool {
    #if canImport(Darwin)
    return posix_spawn_file_actions_addchdir_np(&raw, path) == 0
    #else
    // Declared only under _GNU_SOURCE, which Swift's Glibc module does not set: found at run time.
    typealias AddChangeDirectory =
      @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
      ) -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return false }
    let add = unsafeBitCast(symbol, to: AddChangeDirectory.self)
    return add(&raw, path) == 0
    #endif
  }
}
