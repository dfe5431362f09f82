import Foundation
import HarnessTestSupport
import Testing

/// The shell scripts a user runs by hand (`scripts/`, `.ci/run`) are valid bash, and the timing
/// they share (`scripts/lib/timing.sh`) gives the same figures whichever `time` the system has.
struct ScriptTests {
  /// Runs `script` with bash in the package folder: its exit status and standard output.
  private static func bash(
    _ script: String, environment: [String: String] = [:]
  ) async throws -> (status: Int32, output: String) {
    try await HarnessProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["bash", "-c", script], environment: environment,
      in: HarnessProcess.packageRoot)
  }

  /// Every `.sh` file under `scripts/`, and `.ci/run`, as paths from the package folder.
  static let scripts: [String] = {
    let folder = HarnessProcess.packageRoot.appendingPathComponent("scripts").path
    let found = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    return found.filter { $0.hasSuffix(".sh") }.map { "scripts/" + $0 }.sorted() + [".ci/run"]
  }()

  @Test func theScriptsAreFound() {
    #expect(Self.scripts.contains("scripts/run-overhead.sh"))
    #expect(Self.scripts.contains("scripts/lib/timing.sh"))
  }

  @Test(arguments: scripts)
  func everyScriptIsValidBash(path: String) async throws {
    let result = try await Self.bash("bash -n \(path) && echo ok")
    #expect(result.status == 0)
    #expect(result.output == "ok\n")
  }

  @Test(arguments: ["", "plain"])
  func timedWritesWallUserAndSystemTimeAndPeakAndReturnsTheCommandsStatus(style: String) async throws {
    let folder = TemporaryFolder.url("timed")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("times").path
    let result = try await Self.bash(
      ". scripts/lib/timing.sh; timed '\(file)' sh -c 'echo said; exit 3'; echo \"status $?\"; cat '\(file)'",
      environment: ["TIMED_STYLE": style])
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines.first == "said")
    #expect(lines.dropFirst().first == "status 3")
    let fields = lines.last?.split(separator: " ").map(String.init) ?? []
    #expect(fields.count == 4, "\(fields)")
    #expect(fields.prefix(3).allSatisfy { Double($0) != nil }, "\(fields)")
    if style == "plain" {
      #expect(fields.last == "?")
    } else {
      #expect(fields.last.flatMap { Int($0) }.map { $0 > 0 } ?? false, "\(fields)")
    }
  }

  #if os(Linux)
  /// Where `run-processes.sh` finds a C compiler for its shim (the Swift toolchain has clang).
  static let compiler = ["/usr/bin/clang", "/opt/swift/usr/bin/clang", "/usr/bin/cc"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(
    "the shim run-processes.sh preloads writes each process's role, CPU, faults and switches at its exit",
    .enabled(if: compiler != nil))
  func cpuAtExitWritesOneLinePerProcess() async throws {
    let folder = TemporaryFolder.url("cpu-at-exit")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let shim = folder.appendingPathComponent("shim.so").path
    let file = folder.appendingPathComponent("usage").path
    let script =
      "'\(Self.compiler ?? "cc")' -shared -fPIC -O2 -o '\(shim)' scripts/lib/cpu-at-exit.c"
      + " && LD_PRELOAD='\(shim)' CPU_AT_EXIT='\(file)' /bin/echo _worker x > /dev/null"
      + " && LD_PRELOAD='\(shim)' /bin/echo > /dev/null && cat '\(file)'"
    let result = try await Self.bash(script)
    #expect(result.status == 0, "\(result.output)")
    let lines = result.output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    // One line, from the process that had CPU_AT_EXIT; the command line names a worker.
    #expect(lines.count == 1, "\(result.output)")
    #expect(lines.first?.first == "worker")
    #expect(lines.first?.count == 6)
    #expect(lines.first?.dropFirst().allSatisfy { Double($0) != nil } ?? false, "\(result.output)")
  }
  #endif

  @Test(arguments: [("3\n1\n2\n", "2.000"), ("3\n1\n2\n10\n", "2.500"), ("", "?")])
  func medianGivesTheMiddleValueOrTheMeanOfTheTwoMiddleOnes(input: String, median: String) async throws {
    let result = try await Self.bash(". scripts/lib/timing.sh; printf '\(input)' | median")
    #expect(result.status == 0)
    #expect(result.output == median + "\n")
  }
}
