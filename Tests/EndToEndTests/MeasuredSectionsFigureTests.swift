import Foundation
import HarnessTestSupport
import Reports
import Testing

@testable import Runs

/// A section of the previous reports is carried into a run only when its results.json holds
/// figures a run writes: a hand edit that left a negative or outsized one drops it, rather than
/// handing the reports a number they cannot format.
@Suite struct MeasuredSectionsFigureTests {
  @Test(
    "a previous Testability section is read when its figures are a run's, and dropped otherwise",
    arguments: [("3", true), ("-3", false), ("1000000000001", false)])
  func sectionWithFigure(generated: String, isRead: Bool) throws {
    let folder = TemporaryFolder.url("Figures")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var run = ReportFixtures.run
    run.testability = ReportFixtures.testability(generated: 4_242, sourceDigest: "0")
    let json = JSONReportWriter.json(for: run)
    #expect(json.contains("\"generated\":4242"))
    try json.replacingOccurrences(of: "\"generated\":4242", with: "\"generated\":\(generated)")
      .write(to: folder.appendingPathComponent("results.json"), atomically: true, encoding: .utf8)
    let found = MeasuredSections.look(in: folder, packageRoot: folder, scenariosRoot: folder)
    #expect((found.testability != nil) == isRead)
  }
}
