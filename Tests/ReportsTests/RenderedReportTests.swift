import Foundation
import Testing

@testable import Reports

@Suite struct RenderedReportTests {
  static func path(_ name: String) throws -> (folder: URL, file: String) {
    let folder = try ReportWriterTests.makeDirectory()
    return (folder, folder.appendingPathComponent(name).path)
  }

  @Test(
    "a report is written byte for byte, whether rendered as bytes or as text",
    arguments: [
      RenderedReport.bytes(Array("{\"a\": 1}\n".utf8)), .text("# Summary — «ünïcode» 🚀\n"), .bytes([]),
      .text(String(repeating: "row\n", count: 100_000)),
    ])
  func aReportIsWrittenByteForByte(report: RenderedReport) throws {
    let (folder, file) = try Self.path("report.txt")
    defer { try? FileManager.default.removeItem(at: folder) }
    try report.save(toNewFileAt: file)
    let expected: [UInt8] =
      switch report {
      case .bytes(let bytes): bytes
      case .text(let text): Array(text.utf8)
      }
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: file))) == expected)
  }

  @Test func aReportFileGetsThePermissionsOfAnyFileTheProcessMakes() throws {
    let (folder, file) = try Self.path("report.html")
    defer { try? FileManager.default.removeItem(at: folder) }
    try RenderedReport.text("<p>").save(toNewFileAt: file)
    let other = folder.appendingPathComponent("other")
    try Data("x".utf8).write(to: other)
    let attributes = try FileManager.default.attributesOfItem(atPath: file)
    let expected = try FileManager.default.attributesOfItem(atPath: other.path)
    #expect(attributes[.posixPermissions] as? Int == expected[.posixPermissions] as? Int)
  }

  @Test func aReportIsNeverWrittenOverAFileAndTheSystemSaysWhy() throws {
    let (folder, file) = try Self.path("summary.md")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("kept".utf8).write(to: URL(fileURLWithPath: file))
    #expect(throws: ReportFileError(reason: "File exists")) {
      try RenderedReport.text("new").save(toNewFileAt: file)
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "kept")
  }

  @Test func aReportInAFolderThatIsNotThereIsNotWrittenAndTheSystemSaysWhy() throws {
    let (folder, _) = try Self.path("x")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: ReportFileError(reason: "No such file or directory")) {
      try RenderedReport.bytes([1]).save(toNewFileAt: folder.path + "/missing/results.json")
    }
  }
}
