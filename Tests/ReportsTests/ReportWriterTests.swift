import Foundation
import Reports
import Testing

@Suite struct ReportWriterTests {
  static func makeDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ReportWriterTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test func writesEveryReportAndLeavesNoTemporaryFiles() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = ReportFixtures.run()
    let written = try ReportWriter.write(run, to: directory)
    #expect(written.map(\.lastPathComponent) == ["summary.md", "report.html", "results.json", "junit.xml"])
    let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(contents == ["junit.xml", "report.html", "results.json", "summary.md"])
    let summary = try String(contentsOf: directory.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(summary == SummaryWriter.markdown(for: run))
  }

  @Test func existingReportIsReplaced() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("results.json")
    try Data("old".utf8).write(to: file)
    try ReportWriter.write(ReportFixtures.run(), formats: [.json], to: directory)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text == JSONReportWriter.json(for: ReportFixtures.run()))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["results.json"])
  }

  @Test func failedRenameLeavesWhatWasThereAndNoTemporaryFile() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A non-empty folder where the report should go: renaming a file over it fails.
    let blocker = directory.appendingPathComponent("junit.xml")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: blocker.appendingPathComponent("inside"))
    #expect(throws: ReportWriteError.self) {
      try ReportWriter.write(ReportFixtures.run(), formats: [.junit], to: directory)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["junit.xml"])
    #expect(
      FileManager.default.contents(atPath: blocker.appendingPathComponent("inside").path) == Data("keep".utf8)
    )
  }

  @Test func createsTheOutputFolderWhenMissing() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let nested = directory.appendingPathComponent("reports/latest")
    try ReportWriter.write(ReportFixtures.run(), formats: [.summary], to: nested)
    #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("summary.md").path))
  }
}
