import Foundation
import Traces

/// Measures a variant's cost table entry from its code and its replays — nothing is typed in.
public enum CostMeasurer {
  /// Measures `variant`: the Swift files under `moduleDirectory` (classified by
  /// ``RoleClassifier``, scanned by ``SourceScanner``), the test lines under `testsDirectory`
  /// (none when it is nil or missing), and the time per action of `traces` that belong to
  /// `variant` (other variants' traces are ignored).
  public static func measure(
    variant: String, moduleDirectory: URL, testsDirectory: URL?, traces: [ReplayTrace]
  ) throws -> VariantCost {
    let sources = try swiftFiles(in: moduleDirectory).map { path in
      let scan = SourceScanner.scan(try text(of: moduleDirectory, path))
      return FileCost(
        path: path, role: RoleClassifier.role(forRelativePath: path), linesOfCode: scan.codeLines,
        types: scan.types, protocols: scan.protocols)
    }
    var testFiles = 0
    var testLines = 0
    if let testsDirectory, isDirectory(testsDirectory) {
      for path in try swiftFiles(in: testsDirectory) {
        testFiles += 1
        testLines += SourceScanner.codeLineCount(try text(of: testsDirectory, path))
      }
    }
    let measured = measuredReplays(traces.filter { $0.variant == variant })
    return VariantCost(
      variant: variant, sourceFiles: sources, testFiles: testFiles, testLines: testLines,
      measuredReplays: measured.count, microsecondsPerAction: medianMicrosecondsPerAction(of: measured))
  }

  // MARK: - Time per action

  /// The replays whose durations say something about the app: not crashed, not timed out.
  public static func measuredReplays(_ traces: [ReplayTrace]) -> [ReplayTrace] {
    traces.filter {
      switch $0.outcome {
      case .crashed, .timedOut: false
      default: true
      }
    }
  }

  /// The median of `durationMicroseconds / max(1, actionCount)` over `traces` (the mean of the two
  /// middle values for an even count), rounded to whole microseconds; nil for no traces.
  public static func medianMicrosecondsPerAction(of traces: [ReplayTrace]) -> Int? {
    let values = traces.map { Double($0.durationMicroseconds) / Double(max(1, $0.actionCount)) }.sorted()
    guard !values.isEmpty else { return nil }
    let middle = values.count / 2
    let median = values.count.isMultiple(of: 2) ? (values[middle - 1] + values[middle]) / 2 : values[middle]
    return Int(median.rounded())
  }

  // MARK: - Files

  /// The `.swift` files under `directory`, as sorted paths relative to it.
  static func swiftFiles(in directory: URL) throws -> [String] {
    guard isDirectory(directory) else { throw CostMeasurementError.missingDirectory(path: directory.path) }
    let paths = FileManager.default.subpaths(atPath: directory.path) ?? []
    return paths.filter { $0.hasSuffix(".swift") && !isDirectory(directory.appendingPathComponent($0)) }
      .sorted()
  }

  private static func text(of directory: URL, _ path: String) throws -> String {
    let url = directory.appendingPathComponent(path)
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = String(validating: data, as: UTF8.self)
    else { throw CostMeasurementError.unreadableFile(path: url.path) }
    return text
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
