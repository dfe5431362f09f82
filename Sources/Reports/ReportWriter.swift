import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a run's reports as one set: every report is rendered, written into a staging folder
/// beside the destination, and the staging folder then takes the destination's place in one
/// atomic exchange. A reader of the destination sees the complete old set or the complete new
/// set, never a mix; a failure, or a run killed at any point, leaves the old set as it was.
public enum ReportWriter {
  /// The file names a report folder may hold; a folder holding anything else (hidden files
  /// aside) is not replaced.
  public static let reportFileNames: Set<String> = Set(ReportFormat.allCases.map(\.fileName))

  /// The marker in a staging folder's name: `.reports.partial-<pid>-<uuid>` beside `reports`.
  static let stagingMarker = ".partial-"

  /// Renders `run` in every format of `formats` and makes them the contents of `directory`
  /// (created if missing). Returns the files written, in `formats` order.
  ///
  /// - Parameters:
  ///   - staging: hears the staging folder's path before anything is written, so that a caller
  ///     can remove it if the process is stopped (a signal handler).
  ///   - beforeSwap: runs once the new set is complete, just before it replaces the old one.
  ///   - guardingSwap: runs the swap, and each removal of the staging folder; a caller wraps them
  ///     to keep a signal handler from removing the staging folder at the same time (two
  ///     recursive removals of one folder can each stop at a file the other took, and leave it).
  @discardableResult
  public static func write(
    _ run: HarnessRun, formats: [ReportFormat] = ReportFormat.allCases, to directory: URL,
    staging: (URL) -> Void = { _ in }, beforeSwap: () -> Void = {},
    guardingSwap: (() throws(ReportWriteError) -> Void) throws(ReportWriteError) -> Void = {
      swap throws(ReportWriteError) in try swap()
    }
  ) throws(ReportWriteError) -> [URL] {
    let destination = directory.standardizedFileURL
    try checkReplaceable(destination)
    let parent = destination.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw ReportWriteError(path: parent.path, reason: "cannot create the folder (\(reason(of: error)))")
    }
    removeAbandonedStaging(beside: destination)
    let stagingFolder = parent.appendingPathComponent(
      ".\(destination.lastPathComponent)\(stagingMarker)\(getpid())-\(UUID().uuidString)")
    staging(stagingFolder)
    let removeStaging = { () throws(ReportWriteError) -> Void in
      try? FileManager.default.removeItem(at: stagingFolder)
    }
    defer { try? guardingSwap(removeStaging) }
    do {
      try FileManager.default.createDirectory(at: stagingFolder, withIntermediateDirectories: false)
    } catch {
      throw ReportWriteError(path: destination.path, reason: reason(of: error))
    }
    for (format, report) in zip(formats, rendered(run, formats: formats)) {
      do throws(ReportFileError) {
        try report.save(toNewFileAt: stagingFolder.path + "/" + format.fileName)
      } catch {
        throw ReportWriteError(path: destination.path, reason: error.reason)
      }
    }
    beforeSwap()
    try guardingSwap { () throws(ReportWriteError) in
      if FileManager.default.fileExists(atPath: destination.path) {
        try FolderSwap.exchange(stagingFolder.path, destination.path)
      } else if rename(stagingFolder.path, destination.path) != 0 {
        throw ReportWriteError(path: destination.path, reason: String(cString: strerror(errno)))
      }
      // The old set, now in the staging folder, goes before a signal can be handled.
      try removeStaging()
    }
    return formats.map { destination.appendingPathComponent($0.fileName) }
  }

  /// Every format of `formats` rendered, in that order; the formats are rendered at the same time
  /// (the run ends with them, on an otherwise idle machine).
  static func rendered(_ run: HarnessRun, formats: [ReportFormat]) -> [RenderedReport] {
    let texts = Mutex([Int: RenderedReport]())
    // The largest first (`results.json`), so that the others share the other core meanwhile.
    let order = formats.indices.sorted { (formats[$0] == .json ? 0 : 1) < (formats[$1] == .json ? 0 : 1) }
    DispatchQueue.concurrentPerform(iterations: order.count) { position in
      let index = order[position]
      let report = formats[index].rendered(run)
      texts.withLock { $0[index] = report }
    }
    let all = texts.withLock { $0 }
    return formats.indices.map { all[$0] ?? .bytes([]) }
  }

  /// Refuses a destination that is a file, or a folder holding files that are not reports: the
  /// first error ``write(_:formats:to:staging:beforeSwap:guardingSwap:)`` would throw for it as it
  /// is now. A command asks before its work, so that an output folder it cannot use is said at
  /// once; writing asks again.
  public static func checkReplaceable(_ destination: URL) throws(ReportWriteError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else {
      throw ReportWriteError(path: destination.path, reason: "it is a file, not a folder")
    }
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
    let strangers = contents.filter { !$0.hasPrefix(".") && !reportFileNames.contains($0) }.sorted()
    guard strangers.isEmpty else {
      let shown = strangers.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
      throw ReportWriteError(
        path: destination.path,
        reason: "the folder holds files that are not reports (\(shown)\(strangers.count > 3 ? ", …" : "")); "
          + "choose a new or empty folder with --out")
    }
  }

  /// Removes staging folders of this destination left by runs that were killed.
  static func removeAbandonedStaging(beside destination: URL) {
    let parent = destination.deletingLastPathComponent()
    let prefix = ".\(destination.lastPathComponent)\(stagingMarker)"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      let pid = name.dropFirst(prefix.count).prefix { $0 != "-" }
      guard let owner = pid_t(pid), owner != getpid(), kill(owner, 0) == -1, errno == ESRCH else { continue }
      try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
    }
  }

  /// The system's own words for a file error (`Permission denied`), not a Foundation error code.
  public static func reason(of error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let posix = underlying, posix.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(posix.code)))
    }
    if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
      return String(cString: strerror(posix.code.rawValue))
    }
    return (error as NSError).localizedFailureReason ?? error.localizedDescription
  }
}
