import AppContract
import Foundation
import Reports
import ScratchPackages

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the running tool was built, and the two commands `verify` runs there before it replays:
/// the incremental build of the package (the tool and the test binary), and one variant's unit
/// tests in that test binary.
public struct VerifyBuild: Sendable {
  /// The package the tool was built from: the folder holding its `.build`.
  public let packageRoot: URL
  /// The folder of the tool's executable (`.build/<triple>/debug`), where the test binary is too.
  public let binFolder: URL
  /// `debug` or `release`: the tool's own configuration, which the build keeps.
  public let configuration: String

  /// The build of `executable` (this tool, by default), or nil when it is not in a package's
  /// `.build` folder (an installed copy).
  public init?(
    executable: URL = ReplayBatch.executable, configuration: String = HarnessRun.currentBuildConfiguration
  ) {
    var folder = executable.deletingLastPathComponent()
    binFolder = folder
    while folder.lastPathComponent != ".build" {
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { return nil }
      folder = parent
    }
    packageRoot = folder.deletingLastPathComponent()
    self.configuration = configuration
  }

  // MARK: - The build

  /// `swift build --build-tests` in the tool's configuration: the variant's module, the tool
  /// and the test binary, and whatever else changed (each only if it did).
  public var buildCommand: [String] {
    ["swift", "build", "--build-tests"] + (configuration == "release" ? ["-c", "release"] : [])
  }

  /// Runs ``buildCommand`` in the package, its output in `log`; whether it succeeded.
  public func build(log: URL) -> Bool {
    ProcessRunner.run(buildCommand, in: packageRoot, output: log).succeeded
  }

  /// What a build log says that is not progress (`[12/40] Compiling …`, `Building for …`):
  /// the compiler's diagnostics with their source lines, and the build's own errors.
  public static func diagnostics(inLog text: String) -> [String] {
    let progress = ["Building for ", "Planning build", "Build complete", "Write ", "Compiling ", "Linking "]
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
      !line.isEmpty && !line.hasPrefix("[") && !progress.contains { line.hasPrefix($0) }
    }
  }

  // MARK: - The unit tests

  /// The unit-test targets of `variant` in the package: `Tests/<Module>Tests` for its module and
  /// for each core module it shares (`ReducerCoreTests`), those that exist.
  public func testTargets(of variant: any AppVariant.Type) -> [String] {
    ([ReportOutput.moduleName(of: variant)] + variant.sharedCoreModules).map { "\($0)Tests" }.filter {
      var isDirectory: ObjCBool = false
      let folder = packageRoot.appendingPathComponent("Tests/\($0)", isDirectory: true)
      return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
  }

  /// The test binary SwiftPM links beside the tool (`<Package>PackageTests.xctest`; on Linux an
  /// executable, on macOS a bundle), if there is one.
  public var testBinary: URL? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: binFolder.path)) ?? []
    return names.filter { $0.hasSuffix("PackageTests.xctest") }.sorted().first.map {
      binFolder.appendingPathComponent($0)
    }
  }

  /// The command that runs the Swift Testing tests of `targets` alone: the test binary itself
  /// where it is an executable (a third of a second), else `swift test --skip-build` (which plans
  /// the package first, some seconds).
  public func testCommand(targets: [String], binary: URL) -> [String] {
    let filters = targets.flatMap { ["--filter", "^\($0)\\."] }
    if FileManager.default.isExecutableFile(atPath: binary.path), !binary.hasDirectoryPath {
      return [binary.path, "--testing-library", "swift-testing"] + filters
    }
    return ["swift", "test", "--skip-build"] + (configuration == "release" ? ["-c", "release"] : []) + filters
  }

  /// Runs `command` (a ``testCommand(targets:binary:)``) in the package, its output in `log`;
  /// whether every test passed.
  public func runTests(_ command: [String], log: URL) -> Bool {
    ProcessRunner.run(command, in: packageRoot, environment: ["NO_COLOR": "1"], output: log).succeeded
  }

  /// The test run's closing line (`Test run with 80 tests in 19 suites passed after 0.03 seconds.`)
  /// without its mark, and each failure's lines (`✘ Test … recorded an issue at …`).
  public static func testSummary(inLog text: String) -> (closing: String?, failures: [String]) {
    let lines = text.split(separator: "\n").map(String.init)
    let closing = lines.last { $0.contains("Test run with ") }.map {
      String($0[$0.range(of: "Test run with ")!.lowerBound...])
    }
    let failures = lines.filter { $0.hasPrefix("✘") && !$0.contains("Test run with ") }
    return (closing, failures)
  }
}

// MARK: - Restarting the rebuilt tool

extension VerifyBuild {
  /// When the tool's executable was last written (nil when it cannot be read): a build that
  /// changes it replaced the code this process runs.
  public static func executableDate(_ executable: URL = ReplayBatch.executable) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: executable.path))?[.modificationDate] as? Date
  }

  /// Replaces this process with the tool's executable as it is now, run with `arguments` (after
  /// its name); returns only when that fails, with why.
  public static func restart(with arguments: [String], executable: URL = ReplayBatch.executable) -> String {
    let argv = [executable.path] + arguments
    var pointers = argv.map { strdup($0) } + [nil]
    execv(executable.path, &pointers)
    let reason = String(cString: strerror(errno))
    for pointer in pointers { free(pointer) }
    return reason
  }
}
