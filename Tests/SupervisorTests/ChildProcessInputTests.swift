import Testing

@testable import Supervisor

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the supervisor sends a worker on its standard input.
@Suite struct ChildProcessInputTests {
  @Test("a line sent to a child reaches its standard input")
  func aSentLineReachesTheChild() throws {
    let child = try ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "read line; echo \"got $line\""], environment: [:])
    child.send("Scenarios/a.scenario")
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 256)
    // Up to the child's one line (not to the end of its output: a process another test starts at
    // the same moment may hold the pipe's other end a while).
    while !output.contains(0x0A) {
      var descriptor = pollfd(fd: child.outputDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 10_000) > 0 else { break }
      let count = chunk.withUnsafeMutableBytes { read(child.outputDescriptor, $0.baseAddress, $0.count) }
      if count > 0 { output += chunk.prefix(count) } else if count == 0 || errno != EAGAIN { break }
    }
    #expect(String(decoding: output, as: UTF8.self) == "got Scenarios/a.scenario\n")
    Self.waitForExit(of: child)
    #expect(child.killGroupAndReap() == .exited(0))
  }

  /// Waits until `child` has exited, for 10 s at most.
  static func waitForExit(of child: ChildProcess) {
    var polls = 0
    while !child.hasExited && polls < 10_000 {
      usleep(1000)
      polls += 1
    }
  }

  @Test("a line sent to a child that has gone is dropped, without a SIGPIPE for the supervisor")
  func sendingToAChildThatHasGoneIsQuiet() throws {
    let child = try ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "exec 0<&-; exit 3"], environment: [:])
    Self.waitForExit(of: child)
    for _ in 0..<3 { child.send("Scenarios/a.scenario") }
    var pending = sigset_t()
    sigpending(&pending)
    #expect(sigismember(&pending, SIGPIPE) == 0)
    #expect(child.killGroupAndReap() == .exited(3))
  }
}
