import Foundation
import HarnessTestSupport
import Testing

/// Runs the built `arch-harness` and collects everything a user would see: exit status (or the
/// signal that ended it), standard output and standard error. A run that outlives `timeout` is
/// killed and recorded as a hang.
struct CommandLineRun {
  let status: Int32
  let wasSignalled: Bool
  let didTimeOut: Bool
  let output: String
  let errors: String

  /// Runs the binary (`arch-harness`, or `binary`) in `directory` with `arguments`.
  static func run(
    _ arguments: [String], in directory: URL = HarnessProcess.packageRoot, timeout: Duration = .seconds(60),
    binary: String = "arch-harness"
  ) throws -> CommandLineRun {
    let process = Process()
    process.executableURL = try HarnessProcess.executableURL(binary)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = TemporaryFolder.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let folder = TemporaryFolder.url("cli")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out")
    let errURL = folder.appendingPathComponent("err")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let processExit = try process.start()
    let didTimeOut = !processExit.wait(timeout: timeout)
    if didTimeOut {
      process.terminate()
      processExit.wait()
    }
    try out.close()
    try err.close()
    return CommandLineRun(
      status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
      didTimeOut: didTimeOut, output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
