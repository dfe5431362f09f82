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

  @Test(arguments: [("3\n1\n2\n", "2.000"), ("3\n1\n2\n10\n", "2.500"), ("", "?")])
  func medianGivesTheMiddleValueOrTheMeanOfTheTwoMiddleOnes(input: String, median: String) async throws {
    let result = try await Self.bash(". scripts/lib/timing.sh; printf '\(input)' | median")
    #expect(result.status == 0)
    #expect(result.output == median + "\n")
  }
}
