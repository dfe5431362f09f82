import Testing

@testable import Supervisor

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a worker ended is what the kernel said, even when its status cannot be collected again: a
/// crash is never taken for a clean exit (which the pool reports as "ended without reporting a
/// result").
@Suite struct ChildProcessEndingTests {
  @Test("a child that crashed is reported signalled, also when something else collected its status")
  func aCrashIsACrashWhoeverReapedIt() throws {
    let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "kill -SEGV $$"], environment: [:])
    ChildProcessInputTests.waitForExit(of: child)
    #expect(child.hasExited)
    var status: Int32 = 0
    #expect(waitpid(child.pid, &status, 0) == child.pid)
    #expect(child.killGroupAndReap() == .signalled(SIGSEGV))
  }

  @Test("a child that exited is reported with its status")
  func anExitIsItsStatus() throws {
    let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "exit 3"], environment: [:])
    ChildProcessInputTests.waitForExit(of: child)
    #expect(child.killGroupAndReap() == .exited(3))
  }
}
