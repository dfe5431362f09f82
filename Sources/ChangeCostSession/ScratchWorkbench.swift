import ChangeCost
import Foundation
import Reports
import ScratchPackages

/// The change-cost engine's workbench: a scratch copy of the package in
/// `.build/arch-harness-change-cost`, kept between runs so that each build is incremental. The
/// copy holds the package with the change's files, a copy of the scenarios with the acceptance
/// scenarios beside them (`Scenarios/change-requests/<id>/`), and a manifest that builds only
/// the variants' unit-test targets (and, when it only builds, nothing but the variants' modules
/// and what they need: no test target and no tool, so nothing is tested or replayed). The
/// working tree is never written.
public final class ScratchWorkbench: ChangeWorkbench {
  let scratch: ScratchPackage
  let scenariosRoot: URL
  /// The unit-test targets built (every variant's and every shared core's).
  let testTargets: [String]
  let jobs: Int
  /// Where the logs of the last change go.
  let logs: URL
  /// True when the copy builds only the variants' modules and what they need.
  let buildsOnly: Bool
  /// The change being judged (`01-asia-pacific-bmi`), for the acceptance scenarios' folder.
  var changeID = ""

  /// A workbench for the package at `packageRoot` whose corpus is `scenariosRoot`, building
  /// `testTargets` (only the modules they test when `buildsOnly`), replaying `jobs` at once.
  public init(
    packageRoot: URL, scenariosRoot: URL, testTargets: [String], jobs: Int, buildsOnly: Bool = false
  ) {
    scratch = ScratchPackage(packageRoot: packageRoot, folder: "arch-harness-change-cost")
    self.scenariosRoot = scenariosRoot
    self.testTargets = testTargets.sorted()
    self.jobs = jobs
    self.buildsOnly = buildsOnly
    logs = scratch.root.appendingPathComponent("logs", isDirectory: true)
  }

  /// The scratch copy's folder.
  public var root: URL { scratch.root }

  /// Takes the scratch copy for this process; false when another `change-cost` holds it.
  public func lock() -> Bool { scratch.lock() }

  /// Only a copy that builds only (``buildsOnly``) can leave modules out: the tool of one that
  /// replays registers every variant.
  public func prepare(files: [String: String?], scenarios: URL?, leavingOut leftOut: Set<String>) -> String? {
    do {
      try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
      let inPackage = files.filter { Self.isBuilt($0.key) }
      var replaced = inPackage.compactMapValues { $0 }
      let manifest =
        try replaced["Package.swift"]
        ?? String(contentsOf: scratch.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
      replaced["Package.swift"] = Self.manifest(
        manifest,
        keepingTests: buildsOnly
          ? testTargets.filter { !leftOut.contains(Self.module(testedBy: $0)) } : testTargets,
        buildsOnly: buildsOnly)
      let existing = Set(scratch.sourceFiles())
      try scratch.sync(
        replaced: replaced.filter { existing.contains($0.key) },
        added: replaced.filter { !existing.contains($0.key) },
        removed: Set(inPackage.filter { $0.value == nil }.keys))
      try copyScenarios(changes: files, acceptance: scenarios)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// True for the files the scratch copy builds: `Package.swift`, `Sources/`, `Tests/`.
  static func isBuilt(_ path: String) -> Bool {
    path == "Package.swift" || path.hasPrefix("Sources/") || path.hasPrefix("Tests/")
  }

  /// `manifest` building only `keepingTests` of its test targets (and never the planted variants);
  /// when `buildsOnly`, only the modules those tests test (`MVCAppTests` → `MVCApp`) and what
  /// they need: no test target, no product.
  static func manifest(_ manifest: String, keepingTests: [String], buildsOnly: Bool = false) -> String {
    guard buildsOnly else {
      return ScratchPackage.manifest(
        manifest, keepingTests: keepingTests,
        why: "Added by `arch-harness change-cost`: only the variants' unit tests are built.")
    }
    return manifest + """

      // Added by `arch-harness change-cost --build-only`: only the variants' modules and what they need.

      """ + ScratchPackage.keepingOnly(keepingTests.map(module(testedBy:)))
  }

  /// The module a unit-test target tests (`MVCAppTests` → `MVCApp`).
  static func module(testedBy testTarget: String) -> String {
    testTarget.hasSuffix("Tests") ? String(testTarget.dropLast("Tests".count)) : testTarget
  }

  public func build() -> [BuildProblem] {
    let log = logs.appendingPathComponent("build.log")
    let ending = scratch.build(log: log, arguments: ["--build-tests", "-Xswiftc", "-warnings-as-errors"])
    let problems = Self.problems(
      inLog: (try? String(contentsOf: log, encoding: .utf8)) ?? "", root: scratch.root)
    if ending.succeeded { return problems }
    return problems.isEmpty
      ? [BuildProblem(path: nil, text: "the build ended with \(ending) (\(log.path))")] : problems
  }

  /// The errors and warnings of a build log, each with its file relative to the copy.
  static func problems(inLog text: String, root: URL) -> [BuildProblem] {
    let prefix = root.standardizedFileURL.path + "/"
    var seen: Set<String> = []
    return text.split(separator: "\n").compactMap { line -> BuildProblem? in
      guard line.contains(": error: ") || line.contains(": warning: ") else { return nil }
      let shown = line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : String(line)
      guard seen.insert(shown).inserted else { return nil }
      let path = line.hasPrefix(prefix) ? shown.split(separator: ":").first.map(String.init) : nil
      return BuildProblem(path: path, text: shown)
    }
  }

  public func runUnitTests(_ testTargets: [String]) -> String? {
    let present = testTargets.filter { self.testTargets.contains($0) }
    guard !present.isEmpty else { return nil }
    let log = logs.appendingPathComponent("unit-tests.log")
    let filter = "^(" + present.joined(separator: "|") + ")\\."
    let ending = ProcessRunner.run(
      ["swift", "test", "--skip-build", "--filter", filter], in: scratch.root, output: log,
      timeout: .seconds(600))
    guard !ending.succeeded else { return nil }
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let failures = text.split(separator: "\n").filter { $0.contains("✘") || $0.contains("error:") }.prefix(3)
    return failures.isEmpty
      ? "\(present.joined(separator: ", ")) ended with \(ending)" : failures.joined(separator: "; ")
  }
}
