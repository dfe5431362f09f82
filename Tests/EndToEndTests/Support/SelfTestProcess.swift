import Foundation
import HarnessTestSupport
import Testing

/// The output of one `arch-harness _selftest-determinism` subprocess.
struct SelfTestProcess {
  let status: Int32
  let output: String

  var lines: [String] {
    output.split(separator: "\n").map(String.init)
  }

  /// The trace lines without their indentation and without the job counts after ` | `.
  var traceEvents: [String] {
    lines.filter { $0.hasPrefix("  [") }.map {
      String($0.dropFirst(2).split(separator: " | ", maxSplits: 1)[0])
    }
  }

  /// Runs the self test with `arguments` (and `environment` added to the test's) and waits for
  /// it to exit.
  static func run(arguments: [String], environment: [String: String] = [:]) async throws -> SelfTestProcess {
    try await HarnessProcess.offloaded { try runBlocking(arguments: arguments, environment: environment) }
  }

  private static func runBlocking(
    arguments: [String], environment: [String: String]
  ) throws -> SelfTestProcess {
    let process = Process()
    process.executableURL = try HarnessProcess.executableURL()
    process.arguments = ["_selftest-determinism"] + arguments
    process.environment = TemporaryFolder.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let processExit = try process.start()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    processExit.wait()
    return SelfTestProcess(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

}
