import ChangeCost
import Foundation
import Testing

/// A workbench that builds, tests and replays nothing: it records what it was asked and answers
/// what the test set up.
final class FakeWorkbench: ChangeWorkbench {
  var prepared: [[String: String?]] = []
  /// The modules each preparation left out.
  var leftOut: [Set<String>] = []
  var builds = 0
  var testedTargets: [[String]] = []
  var replayedVariants: [[String]] = []

  /// The problems of each build in turn (none once they run out).
  var buildProblems: [[BuildProblem]] = []
  /// Failing unit-test targets, with what they print.
  var failingTests: [String: String] = [:]
  /// The verdicts of the replays, given the variants replayed.
  var verdicts: ([String]) -> ReplayVerdicts = { _ in ReplayVerdicts(scenarios: []) }

  func prepare(files: [String: String?], scenarios: URL?, leavingOut leftOut: Set<String>) -> String? {
    prepared.append(files)
    self.leftOut.append(leftOut)
    return nil
  }

  func build() -> [BuildProblem] {
    builds += 1
    return builds <= buildProblems.count ? buildProblems[builds - 1] : []
  }

  func runUnitTests(_ testTargets: [String]) -> String? {
    testedTargets.append(testTargets)
    return testTargets.compactMap { failingTests[$0] }.first
  }

  func replay(variants: [String]) -> ReplayVerdicts {
    replayedVariants.append(variants)
    return verdicts(variants)
  }
}

/// A change request's folder written for a test, and the package it applies to.
struct ChangeFixture {
  static let package: [String: String] = [
    "Sources/Domain/Standard.swift": "enum Standard {\n  case who\n}\n",
    "Sources/MVCApp/FormViewController.swift": "final class FormViewController {\n  let options = 1\n}\n",
    "Sources/MVPApp/FormPresenter.swift": "final class FormPresenter {\n  let options = 1\n}\n",
    "Tests/MVPAppTests/FormPresenterTests.swift": "let expected = 1\n",
  ]
  static let variants = [
    ChangeVariant(name: "mvc", module: "MVCApp"), ChangeVariant(name: "mvp", module: "MVPApp"),
    ChangeVariant(name: "viper", module: "VIPERApp"),
  ]
  static let shared = """
    --- a/Sources/Domain/Standard.swift
    +++ b/Sources/Domain/Standard.swift
    @@ -1,3 +1,4 @@
     enum Standard {
       case who
    +  case asia
     }

    """
  static let mvc = """
    --- a/Sources/MVCApp/FormViewController.swift
    +++ b/Sources/MVCApp/FormViewController.swift
    @@ -1,3 +1,3 @@
     final class FormViewController {
    -  let options = 1
    +  let options = 2
     }

    """
  static let mvp = """
    --- a/Tests/MVPAppTests/FormPresenterTests.swift
    +++ b/Tests/MVPAppTests/FormPresenterTests.swift
    @@ -1 +1 @@
    -let expected = 1
    +let expected = 2

    """

  let folder: URL

  /// A change request `01-a` with `files` (name → text) beside its brief.
  init(_ files: [String: String]) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("cr-\(UUID().uuidString)/01-a")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "# 01 — A\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }

  func request() throws -> ChangeRequest {
    try #require(
      try ChangeRequestCatalog.load(
        root: folder.deletingLastPathComponent(), shownRoot: "ChangeRequests",
        variants: Set(Self.variants.map(\.name))
      ).first)
  }

  func measure(
    with workbench: FakeWorkbench, depth: ChangeCostEngine.Depth = .full
  ) throws -> ChangeOutcome {
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let engine = ChangeCostEngine(
      variants: Self.variants, read: { Self.package[$0] }, workbench: workbench,
      shown: { "ChangeRequests/01-a/\($0.lastPathComponent)" }, depth: depth)
    return engine.measure(try request())
  }
}
