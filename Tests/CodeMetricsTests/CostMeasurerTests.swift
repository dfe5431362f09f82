import CodeMetrics
import Foundation
import Testing
import Traces

@Suite struct CostMeasurerTests {
  static func makeFixture() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "CostMeasurerTests-\(UUID().uuidString)")
    let files = [
      "Sources/MVCApp/Products/ProductListViewController.swift": """
      // The list.
      final class ProductListViewController {
        var rows: [String] = []

        func viewDidLoad() {}
      }
      """,
      "Sources/MVCApp/Services/ProductService.swift": """
      protocol ProductLoading {}
      struct ProductService: ProductLoading {}
      """,
      "Sources/MVCApp/README.md": "not Swift",
      "Tests/MVCAppTests/ProductListTests.swift": """
      import Testing
      /* setup */
      @Test func loads() {}
      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  static func trace(
    _ variant: String, microseconds: Int, actions: Int, outcome: ReplayOutcome = .passed
  )
    -> ReplayTrace
  {
    // The whole replay's wall time is far larger and must not count: only the app's own work does.
    ReplayTrace(
      scenario: "s.scenario", scenarioName: "s", variant: variant, outcome: outcome, steps: [],
      durationMicroseconds: microseconds * 50 + 10_000, actionCount: actions,
      stepAppNanoseconds: [microseconds * 400, 0, microseconds * 600])
  }

  @Test func measuresFilesLinesRolesTypesAndTests() throws {
    let root = try Self.makeFixture()
    defer { try? FileManager.default.removeItem(at: root) }
    let cost = try CostMeasurer.measureCode(
      variant: "mvc", moduleDirectory: root.appendingPathComponent("Sources/MVCApp"),
      testsDirectory: root.appendingPathComponent("Tests/MVCAppTests")
    ).timed(by: [
      Self.trace("mvc", microseconds: 900, actions: 3), Self.trace("viper", microseconds: 1, actions: 1),
    ])
    #expect(cost.files == 2)
    #expect(cost.linesOfCode == 6)
    #expect(cost.linesOfCode(for: .viewController) == 4)
    #expect(cost.linesOfCode(for: .service) == 2)
    #expect(cost.roles.map(\.role) == [.viewController, .service])
    #expect(cost.types == 2)
    #expect(cost.protocols == 1)
    #expect(cost.testFiles == 1)
    #expect(cost.testLines == 2)
    #expect(cost.microsecondsPerAction == 300)
    #expect(cost.largestFile?.path == "Products/ProductListViewController.swift")
  }

  @Test func missingTestsFolderCountsNoTestLines() throws {
    let root = try Self.makeFixture()
    defer { try? FileManager.default.removeItem(at: root) }
    let cost = try CostMeasurer.measureCode(
      variant: "mvc", moduleDirectory: root.appendingPathComponent("Sources/MVCApp"),
      testsDirectory: root.appendingPathComponent("Tests/Nowhere")
    ).timed(by: [])
    #expect(cost.testLines == 0)
    #expect(cost.microsecondsPerAction == nil)
  }

  @Test func filesAreListedBelowEveryFolderButNotThroughLinksToFolders() throws {
    let root = try Self.makeFixture()
    defer { try? FileManager.default.removeItem(at: root) }
    let module = root.appendingPathComponent("Sources/MVCApp")
    let manager = FileManager.default
    try manager.createDirectory(
      at: module.appendingPathComponent("Deep/Deeper"), withIntermediateDirectories: true)
    try Data("struct Deep {}\n".utf8).write(to: module.appendingPathComponent("Deep/Deeper/Deep.swift"))
    try Data("struct Hidden {}\n".utf8).write(to: module.appendingPathComponent(".Hidden.swift"))
    try manager.createDirectory(
      at: module.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      at: module.appendingPathComponent("Elsewhere"), withDestinationURL: root.appendingPathComponent("Tests")
    )
    try manager.createSymbolicLink(
      at: module.appendingPathComponent("Linked.swift"),
      withDestinationURL: module.appendingPathComponent("Services/ProductService.swift"))
    let cost = try CostMeasurer.measureCode(variant: "mvc", moduleDirectory: module, testsDirectory: nil)
    #expect(
      cost.sourceFiles.map(\.path) == [
        ".Hidden.swift", "Deep/Deeper/Deep.swift", "Linked.swift", "Products/ProductListViewController.swift",
        "Services/ProductService.swift",
      ])
  }

  @Test func aBrokenLinkNamedSwiftIsAnUnreadableFile() throws {
    let root = try Self.makeFixture()
    defer { try? FileManager.default.removeItem(at: root) }
    let module = root.appendingPathComponent("Sources/MVCApp")
    try FileManager.default.createSymbolicLink(
      atPath: module.appendingPathComponent("Gone.swift").path, withDestinationPath: "Nowhere.swift")
    #expect(
      throws: CostMeasurementError.unreadableFile(path: module.appendingPathComponent("Gone.swift").path)
    ) {
      try CostMeasurer.measureCode(variant: "mvc", moduleDirectory: module, testsDirectory: nil)
    }
  }

  @Test func missingModuleFolderIsAnError() {
    #expect(throws: CostMeasurementError.missingDirectory(path: "/nonexistent/MVCApp")) {
      try CostMeasurer.measureCode(
        variant: "mvc", moduleDirectory: URL(fileURLWithPath: "/nonexistent/MVCApp"), testsDirectory: nil)
    }
  }

  @Test func timePerActionIsTheMedianOverReplays() {
    let odd = [
      Self.trace("mvc", microseconds: 1_000, actions: 10), Self.trace("mvc", microseconds: 900, actions: 3),
      Self.trace("mvc", microseconds: 5_000, actions: 1),
    ]
    #expect(CostMeasurer.medianMicrosecondsPerAction(of: odd) == 300)
    let even = [
      Self.trace("mvc", microseconds: 100, actions: 1), Self.trace("mvc", microseconds: 401, actions: 1),
    ]
    #expect(CostMeasurer.medianMicrosecondsPerAction(of: even) == 251)
    #expect(
      CostMeasurer.medianMicrosecondsPerAction(of: [Self.trace("mvc", microseconds: 70, actions: 0)]) == 70)
    #expect(CostMeasurer.medianMicrosecondsPerAction(of: []) == nil)
  }

  @Test func crashedAndTimedOutReplaysAreNotTimed() {
    let traces = [
      Self.trace("mvc", microseconds: 100, actions: 1),
      Self.trace("mvc", microseconds: 60_000_000, actions: 1, outcome: .timedOut(message: "stuck")),
      Self.trace("mvc", microseconds: 9_000, actions: 1, outcome: .crashed(message: "signal 11")),
    ]
    #expect(CostMeasurer.measuredReplays(traces).count == 1)
  }

  @Test func replaysWithoutAppTimesAreNotTimed() {
    let unmeasured = ReplayTrace(
      scenario: "s.scenario", scenarioName: "s", variant: "mvc", outcome: .passed, steps: [],
      durationMicroseconds: 5_000, actionCount: 1)
    #expect(CostMeasurer.measuredReplays([unmeasured]).isEmpty)
    #expect(CostMeasurer.medianMicrosecondsPerAction(of: [unmeasured]) == nil)
    #expect(
      CostMeasurer.medianMicrosecondsPerAction(of: [
        unmeasured, Self.trace("mvc", microseconds: 80, actions: 2),
      ]) == 40)
  }
}
