import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a run's reports into a folder, each atomically: the text goes to a temporary file in
/// the same folder, which is then renamed over the report. A reader sees the old report or the
/// new one, never half of one; a failure leaves the old file and no temporary file behind.
public enum ReportWriter {
  /// The prefix of temporary files (hidden, and recognisable if a killed run left one).
  public static let temporaryPrefix = ".arch-harness-"

  /// Renders `run` in every format of `formats` and writes the files into `directory` (created
  /// if missing); returns the files written, in `formats` order. Every report is rendered before
  /// the first file is touched.
  @discardableResult
  public static func write(
    _ run: HarnessRun, formats: [ReportFormat] = ReportFormat.allCases, to directory: URL
  ) throws -> [URL] {
    let rendered = formats.map { ($0, $0.render(run)) }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw ReportWriteError(
        path: directory.path, reason: "cannot create the folder (\(error.localizedDescription))")
    }
    return try rendered.map { format, text in
      let destination = directory.appendingPathComponent(format.fileName)
      try writeAtomically(text, to: destination)
      return destination
    }
  }

  /// Writes `text` to a temporary file beside `destination`, then renames it into place.
  public static func writeAtomically(_ text: String, to destination: URL) throws {
    let directory = destination.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      "\(temporaryPrefix)\(destination.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try Data(text.utf8).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw ReportWriteError(path: destination.path, reason: error.localizedDescription)
    }
    guard rename(temporary.path, destination.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw ReportWriteError(path: destination.path, reason: reason)
    }
  }
}
