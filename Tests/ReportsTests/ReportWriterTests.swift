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

  @Test(
    "each report written (all rendered at the same time) is the report rendered on its own",
    arguments: [0, 1, 3, 4, 9])
  func reportsRenderedTogetherEqualEachAlone(traceCount: Int) throws {
    let traces = (0..<traceCount).map { index in
      var trace = ReportFixtures.traces[index % ReportFixtures.traces.count]
      trace.scenario = "part/scenario-\(index).scenario"
      return trace
    }
    let run = ReportFixtures.run(traces: traces)
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ReportWriter.write(run, to: directory)
    for format in ReportFormat.allCases {
      let written = try String(contentsOf: directory.appendingPathComponent(format.fileName), encoding: .utf8)
      #expect(written == format.render(run), "\(format.fileName)")
    }
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

  @Test func theNewSetReplacesTheWholeOldSet() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let reports = directory.appendingPathComponent("reports")
    try ReportWriter.write(ReportFixtures.run(), formats: [.summary, .junit], to: reports)
    try ReportWriter.write(ReportFixtures.run(), formats: [.json], to: reports)
    #expect(try FileManager.default.contentsOfDirectory(atPath: reports.path) == ["results.json"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["reports"])
  }

  @Test func aFileWhereTheFolderShouldBeIsRefusedAndKept() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("reports")
    try Data("keep".utf8).write(to: file)
    #expect(throws: ReportWriteError(path: file.path, reason: "it is a file, not a folder")) {
      try ReportWriter.write(ReportFixtures.run(), formats: [.junit], to: file)
    }
    #expect(FileManager.default.contents(atPath: file.path) == Data("keep".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["reports"])
  }

  @Test func aFolderHoldingOtherFilesIsNeverReplaced() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("let package = 1".utf8).write(to: directory.appendingPathComponent("Package.swift"))
    try Data("old".utf8).write(to: directory.appendingPathComponent("summary.md"))
    let error = #expect(throws: ReportWriteError.self) {
      try ReportWriter.write(ReportFixtures.run(), formats: [.summary], to: directory)
    }
    #expect(
      error?.description
        == "cannot write '\(directory.path)': the folder holds files that are not reports ('Package.swift'); "
        + "choose a new or empty folder with --out")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "Package.swift", "summary.md",
      ])
    #expect(
      FileManager.default.contents(atPath: directory.appendingPathComponent("summary.md").path)
        == Data("old".utf8))
  }

  @Test func stagingLeftByAKilledRunIsRemovedByTheNextRun() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A process id that cannot be alive: the maximum is far below it.
    let abandoned = directory.appendingPathComponent(".reports.partial-2147483646-A")
    try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
    try ReportWriter.write(
      ReportFixtures.run(), formats: [.summary], to: directory.appendingPathComponent("reports"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["reports"])
  }

  @Test func theStagingFolderIsAnnouncedBeforeWritingAndGoneAfter() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var staged: URL?
    var completeBeforeSwap = false
    try ReportWriter.write(
      ReportFixtures.run(), formats: [.summary, .json], to: directory.appendingPathComponent("reports"),
      staging: { staged = $0 },
      beforeSwap: {
        completeBeforeSwap =
          (try? FileManager.default.contentsOfDirectory(atPath: staged?.path ?? "").sorted())
          == ["results.json", "summary.md"]
      })
    let folder = try #require(staged)
    #expect(folder.lastPathComponent.hasPrefix(".reports.partial-"))
    #expect(completeBeforeSwap)
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func createsTheOutputFolderWhenMissing() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let nested = directory.appendingPathComponent("reports/latest")
    try ReportWriter.write(ReportFixtures.run(), formats: [.summary], to: nested)
    #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("summary.md").path))
  }
}
