import Foundation
import HarnessTestSupport
import Testing

@testable import Supervisor

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The commands `mutate` and `coverage` run: to their end, in a group of their own, never held up
/// by what they started.
@Suite struct CommandProcessTests {
  private let folder: URL = {
    let url = TemporaryFolder.url("Command")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  private func run(_ script: String, timeout: Duration? = nil) -> CommandProcess.Ending {
    CommandProcess.run(
      ["/bin/sh", "-c", script], in: folder.path, environment: ["PATH": "/usr/bin:/bin"],
      outputPath: folder.appendingPathComponent("output.log").path, timeout: timeout)
  }

  private var output: String {
    (try? String(contentsOf: folder.appendingPathComponent("output.log"), encoding: .utf8)) ?? ""
  }

  /// Whether process `pid` is gone or dead (a zombie its new parent has not collected yet), within
  /// a few seconds: a killed process is dead at once, but is collected when its parent gets to it.
  private static func isGone(_ pid: pid_t) -> Bool {
    for _ in 0..<5_000 {
      if kill(pid, 0) != 0 { return true }
      #if os(Linux)
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return true }
      #endif
      usleep(1000)
    }
    return false
  }

  @Test("a command's exit status, its output and its folder are what it had")
  func exitStatusOutputAndFolder() {
    #expect(run("pwd; echo out; echo err >&2; exit 3") == .exited(3))
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() }
        == folder.resolvingSymlinksInPath())
    #expect(Array(lines.dropFirst()) == ["out", "err"])
  }

  @Test("a command that kills itself with a signal ends signalled")
  func aSignalEndsTheCommand() {
    #expect(run("kill -SEGV $$") == .signalled(SIGSEGV))
  }

  @Test("a command has ended when it exits, though what it started still holds its output open")
  func whatItStartedDoesNotHoldItUp() throws {
    // Foundation's Process waited here until the background job ended (a crash reporter did the
    // same to a mutant's unit-test run); now the job is killed with the command's group.
    #expect(run("sleep 600 & echo $! > job.pid; exit 0") == .exited(0))
    let text = try String(contentsOf: folder.appendingPathComponent("job.pid"), encoding: .utf8)
    let job = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(Self.isGone(job))
  }

  @Test("a command past its time limit is killed with everything it started")
  func aTimedOutCommandIsKilledWithItsGroup() throws {
    let ending = run("trap '' TERM; sleep 600 & echo $! > job.pid; wait", timeout: .milliseconds(300))
    #expect(ending == .timedOut)
    let text = try String(contentsOf: folder.appendingPathComponent("job.pid"), encoding: .utf8)
    let job = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(Self.isGone(job))
  }

  @Test("a command that is not there is not started, and says why")
  func aMissingCommandIsNotStarted() {
    let ending = CommandProcess.run(
      ["no-such-command-anywhere"], in: folder.path, environment: [:], outputPath: "/dev/null",
      timeout: nil)
    #expect(ending == .notStarted("could not start 'no-such-command-anywhere': No such file or directory"))
  }
}
