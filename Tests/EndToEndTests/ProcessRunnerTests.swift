import Foundation
import HarnessTestSupport
import Testing

@testable import ScratchPackages

/// The runner of `mutate`'s and `coverage`'s commands: a command that crashed or finished is over,
/// whatever it left running (a crash reporter held a mutant's unit-test run for minutes).
@Suite struct ProcessRunnerTests {
  @Test("a command is over when it exits, and the job it left running is killed with it")
  func aLeftoverJobDoesNotHoldTheRunner() throws {
    let folder = TemporaryFolder.url("Runner")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let ending = ProcessRunner.run(
      ["/bin/sh", "-c", "sleep 600 & echo $! > job.pid; kill -ABRT $$"], in: folder, timeout: .seconds(60))
    #expect(ending == .exited(128 + SIGABRT))
    let text = try String(contentsOf: folder.appendingPathComponent("job.pid"), encoding: .utf8)
    let job = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    // Killed with the command's group: signalling it fails, or it is a zombie awaiting collection
    // (a killed process dies as soon as it is scheduled: looked at for up to 5 s).
    var isDead = false
    for _ in 0..<5_000 where !isDead {
      isDead = kill(job, 0) != 0
      #if os(Linux)
      let stat = (try? String(contentsOfFile: "/proc/\(job)/stat", encoding: .utf8)) ?? ""
      isDead = isDead || stat.contains(") Z ")
      #endif
      if !isDead { usleep(1000) }
    }
    #expect(isDead)
  }

  @Test("a crashing command runs without the Swift backtracer unless asked")
  func theBacktracerIsOff() throws {
    let folder = TemporaryFolder.url("Runner")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let log = folder.appendingPathComponent("env.log")
    #expect(
      ProcessRunner.run(["/bin/sh", "-c", "echo $SWIFT_BACKTRACE"], in: folder, output: log) == .exited(0))
    #expect(try String(contentsOf: log, encoding: .utf8) == "enable=no\n")
  }
}
