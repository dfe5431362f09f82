import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process in a process group of its own, with its standard output on a pipe, its
/// standard error in a file of its own (see ``appOutputDescriptor``), and its standard input on a
/// *lifeline* pipe that only this process holds open: when the supervisor dies (even by
/// `SIGKILL`), the kernel closes the lifeline and the child sees end of file.
///
/// Foundation's `Process` cannot start a child in a new process group, and it reaps children on
/// its own thread; this small wrapper over `posix_spawn` does both the way the supervisor needs:
/// it can tell that the child has exited without reaping it, kill the whole group first (a crash
/// reporter or any grandchild included), and only then collect the exit status.
final class ChildProcess {
  /// The child's process id, which is also its process group id.
  let pid: pid_t
  /// Read end of the child's standard output (non-blocking).
  let outputDescriptor: Int32
  /// The file that is the child's standard error: a temporary file, already removed from its
  /// folder, open for appending, which this process can read at any offset. A worker moves its
  /// standard output there too (the app's output), and reads it back itself after each step;
  /// the supervisor reads its end after a crash, for the runtime's message.
  let appOutputDescriptor: Int32
  /// Write end of the child's standard input, written only by ``send(_:)``: closing it tells the
  /// child to stop.
  private var lifelineDescriptor: Int32

  /// Starts `executable` with `arguments` (not including the program name) and `environment`.
  convenience init(
    executable: String, arguments: [String], environment: [String: String]
  ) throws(SpawnError) {
    let started = Self.spawnLock.withLock { _ in
      Result { () throws(SpawnError) in
        try Self.spawn(executable: executable, arguments: arguments, environment: environment)
      }
    }
    try self.init(started.get())
  }

  private init(_ spawned: Spawned) {
    pid = spawned.pid
    outputDescriptor = spawned.output
    appOutputDescriptor = spawned.appOutput
    lifelineDescriptor = spawned.lifeline
    _ = fcntl(outputDescriptor, F_SETFL, fcntl(outputDescriptor, F_GETFL) | O_NONBLOCK)
  }

  private struct Spawned {
    var pid: pid_t
    var output: Int32
    var appOutput: Int32
    var lifeline: Int32
  }

  private static func spawn(
    executable: String, arguments: [String], environment: [String: String]
  ) throws(SpawnError) -> Spawned {
    let input = try Self.makePipe()
    let output = try Self.makePipe()
    let appOutput: Int32
    switch AppOutputFile.make() {
    case .success(let descriptor): appOutput = descriptor
    case .failure(let error):
      throw SpawnError(executable: "a temporary file in \(error.folder)", code: error.code)
    }
    var actions = SpawnFileActions()
    actions.duplicate(input.read, to: STDIN_FILENO)
    actions.duplicate(output.write, to: STDOUT_FILENO)
    actions.duplicate(appOutput, to: STDERR_FILENO)
    var attributes = SpawnAttributes()
    attributes.startNewProcessGroup()
    attributes.resetSignals([SIGINT, SIGTERM, SIGHUP, SIGPIPE])

    let argv = CStringArray([executable] + arguments)
    let envp = CStringArray(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions.raw, &attributes.raw, argv.pointers, envp.pointers)
    actions.destroy()
    attributes.destroy()
    for descriptor in [input.read, output.write] { close(descriptor) }
    guard status == 0 else {
      for descriptor in [input.write, output.read, appOutput] { close(descriptor) }
      throw SpawnError(executable: executable, code: status)
    }
    return Spawned(pid: child, output: output.read, appOutput: appOutput, lifeline: input.write)
  }

  deinit {
    closeLifeline()
    close(appOutputDescriptor)
  }

  // MARK: - Input

  /// Writes `line` and a newline to the child's standard input. A child that has gone (a closed
  /// pipe) makes it write nothing, without the `SIGPIPE` that would stop this process: how the
  /// child ended is what its supervisor reports.
  func send(_ line: String) {
    guard lifelineDescriptor >= 0 else { return }
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(lifelineDescriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    // A write to a closed pipe raised `SIGPIPE` for this thread, where it waits blocked: take it.
    var pending = sigset_t()
    sigpending(&pending)
    if offset < bytes.count, sigismember(&pending, SIGPIPE) == 1, sigismember(&previous, SIGPIPE) == 0 {
      var taken: Int32 = 0
      sigwait(&pipeSignal, &taken)
    }
  }

  // MARK: - Ending

  /// Whether the child has exited (it is not reaped: its process group can still be killed).
  var hasExited: Bool {
    var info = siginfo_t()
    let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
    guard result == 0 && info.si_signo == SIGCHLD else { return false }
    #if canImport(Darwin)
    let status = info.si_status
    #else
    let status = info._sifields._sigchld.si_status
    #endif
    exitSeen = Self.termination(code: info.si_code, status: status)
    return true
  }

  /// How the child ended, as ``hasExited`` saw it before the group was killed: the reaping's own
  /// status is taken when it has one, and this one if it has not (the child reaped elsewhere).
  private var exitSeen: Termination?

  /// The termination a `waitid` reported: `si_code` says how, `si_status` the status or signal.
  private static func termination(code: Int32, status: Int32) -> Termination {
    code == CLD_EXITED ? .exited(status) : .signalled(status)
  }

  /// Sends `signal` to every process of the child's group.
  func signalGroup(_ signal: Int32) {
    _ = kill(-pid, signal)
  }

  /// Kills the whole group, collects the child's status and closes every pipe (the file of its
  /// standard error stays open until this value goes, to be read).
  func killGroupAndReap() -> Termination {
    signalGroup(SIGKILL)
    var status: Int32 = 0
    var reaped = waitpid(pid, &status, 0)
    while reaped == -1 && errno == EINTR { reaped = waitpid(pid, &status, 0) }
    closeLifeline()
    close(outputDescriptor)
    // A status that could not be collected is never taken for a clean exit.
    guard reaped == pid else { return exitSeen ?? .signalled(SIGKILL) }
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
  }

  private func closeLifeline() {
    if lifelineDescriptor >= 0 {
      close(lifelineDescriptor)
      lifelineDescriptor = -1
    }
  }

  // MARK: - Pipes

  /// A pipe whose ends are closed on `exec`. Pipes are made and children spawned under one lock
  /// (``spawnLock``), so no child of this process inherits another child's pipe.
  private static func makePipe() throws(SpawnError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw SpawnError(executable: "pipe", code: errno) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// Held while pipes are made and a child is spawned.
  private static let spawnLock = Mutex(())
}

extension ChildProcess {
  /// How the child ended.
  enum Termination: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)
  }

  /// Why a child could not be started.
  struct SpawnError: Error, CustomStringConvertible {
    var executable: String
    var code: Int32

    var description: String { "could not start '\(executable)': \(String(cString: strerror(code)))" }
  }
}
