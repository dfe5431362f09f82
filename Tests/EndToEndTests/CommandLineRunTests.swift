import Testing

@testable import Supervisor

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command-line tests count a run as hung only when its process is still running at the
/// timeout, as the kernel says (``CommandLineRun/state(of:)``), not when Foundation has not yet
/// told of its end.
@Suite struct CommandLineRunTests {
  /// Blocks until `pid` has ended, without collecting its status.
  static func waitUntilEnded(_ pid: pid_t) {
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
  }

  @Test(
    "a child is running, then has ended with its status or signal, then is reaped, as the kernel says",
    arguments: [
      ("exit 3", CommandLineRun.ChildState.ended(status: 3, wasSignalled: false)),
      ("kill -SEGV $$", .ended(status: SIGSEGV, wasSignalled: true)),
    ])
  func theStateOfAChildIsTheKernels(script: String, ended: CommandLineRun.ChildState) throws {
    let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", script], environment: [:])
    Self.waitUntilEnded(child.pid)
    #expect(CommandLineRun.state(of: child.pid) == ended)
    _ = child.killGroupAndReap()
    #expect(CommandLineRun.state(of: child.pid) == .reaped)
  }

  @Test func aChildThatWaitsForInputIsRunning() throws {
    // `cat` reads its standard input, the lifeline pipe the child process holds open.
    let child = try ChildProcess(executable: "/bin/cat", arguments: [], environment: [:])
    #expect(CommandLineRun.state(of: child.pid) == .running)
    _ = child.killGroupAndReap()
  }
}
