import Foundation
import HarnessTestSupport
import Supervisor
import Testing
import Traces

/// Runs the built `arch-harness` binary. Replays never run inside the test process: the replay
/// runtime replaces the process's executors, which would capture the test runner's own tasks.
enum HarnessProcess {
  /// The package's root folder, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The scenarios folder of the package.
  static let scenariosRoot = packageRoot.appendingPathComponent("Scenarios", isDirectory: true)

  /// Runs `arch-harness` (or `binary`) with `arguments` and extra `environment` entries in
  /// `directory` (the package's root unless given), and returns its exit status and standard output.
  static func run(
    _ arguments: [String], binary: String = "arch-harness", environment: [String: String] = [:],
    in directory: URL = packageRoot
  ) async throws -> (status: Int32, output: String) {
    let executable = try executableURL(binary)
    return try await run(executable, arguments, environment: environment, in: directory)
  }

  /// Runs `executable` with `arguments` and extra `environment` entries in `directory`, and
  /// returns its exit status and standard output (its standard error is dropped).
  static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:], in directory: URL
  ) async throws -> (status: Int32, output: String) {
    try await offloaded {
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      process.currentDirectoryURL = directory
      process.environment = TemporaryFolder.environment.merging(environment) { $1 }
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      let processExit = try process.start()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      processExit.wait()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
  }

  /// Runs `work` on a thread of its own and waits for it without holding one of the test
  /// runner's threads, so tests that wait for subprocesses do not block one another and their
  /// times are their own.
  static func offloaded<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
  }

  /// Replays `scenarios` on `variant` in one worker and returns the traces by scenario path.
  static func replay(
    _ scenarios: [String], on variant: String, repeating count: Int = 1,
    environment: [String: String] = [:]
  ) async throws -> [String: ReplayTrace] {
    let traces = try await replay(scenarios, on: [variant], repeating: count, environment: environment)
    return Dictionary(traces.map { ($0.scenario, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Replays each of `scenarios` on each of `variants` in one worker and returns the traces in
  /// the order the worker finished them.
  static func replay(
    _ scenarios: [String], on variants: [String], repeating count: Int = 1,
    environment: [String: String] = [:]
  ) async throws -> [ReplayTrace] {
    var arguments = WorkerProtocol.arguments(
      variants: variants, scenariosRoot: scenariosRoot, scenarios: scenarios)
    if count > 1 { arguments += ["--repeat", String(count)] }
    let (_, output) = try await run(arguments, environment: environment)
    return WorkerProtocol.traces(inOutput: output)
  }

  /// Every one of `scenarios` replayed on every one of `variants`, in a worker per two cores (one
  /// on a 2-core machine): the replays run beside the other tests, which keep the other cores
  /// busy, and every worker pays the runtime's first-time costs (loading, meeting each type) once
  /// more. A worker takes every so many of the scenarios (the first worker the first, the third …,
  /// in their order), so that the parts cost about the same. The traces by variant, then scenario
  /// path; a part whose worker fails gives no traces.
  static func replayInWorkers(
    _ scenarios: [String], on variants: [String], repeating count: Int = 1,
    environment: [String: String] = [:]
  ) async -> [String: [String: ReplayTrace]] {
    let parts = max(1, min(scenarios.count, ProcessInfo.processInfo.activeProcessorCount / 2))
    return await withTaskGroup(of: [ReplayTrace].self) { group in
      for part in 0..<parts {
        let share = stride(from: part, to: scenarios.count, by: parts).map { scenarios[$0] }
        group.addTask {
          (try? await replay(share, on: variants, repeating: count, environment: environment)) ?? []
        }
      }
      var traces: [String: [String: ReplayTrace]] = [:]
      for await replays in group {
        for trace in replays { traces[trace.variant, default: [:]][trace.scenario] = trace }
      }
      return traces
    }
  }

  /// The tools are built next to the tests: on Linux the tests run from the
  /// `ArchitectureHarnessPackageTests.xctest` executable in `.build/<triple>/<config>/`, on macOS
  /// from the bundle of that name there; `.build/debug` and `.build/release` are the fallbacks.
  static func executableURL(_ binary: String = "arch-harness") throws -> URL {
    let testBundles = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map(\.bundleURL)
    let directories =
      [Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
      + testBundles.map { $0.deletingLastPathComponent() }
      + ["debug", "release"].map { packageRoot.appendingPathComponent(".build/\($0)") }
    let candidates = directories.map { $0.appendingPathComponent(binary) }
    return try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "\(binary) not found next to the tests; looked at \(candidates.map(\.path))")
  }
}
