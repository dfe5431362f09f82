import Foundation
import Traces

/// Measures a variant's cost table entry from its code and its replays — nothing is typed in.
public enum CostMeasurer {
  /// Measures `variant`'s code: the Swift files under `moduleDirectory` (classified by
  /// ``RoleClassifier``, scanned by ``SourceScanner``) and the test lines under `testsDirectory`
  /// (none when it is nil or missing). The time per action comes from the replays, added by
  /// ``VariantCost/timed(by:)``: `run` measures the code while its replays run. A file `cache`
  /// holds a scan of, unchanged since, is not read again.
  public static func measureCode(
    variant: String, moduleDirectory: URL, testsDirectory: URL?, cache: SourceScanCache? = nil
  ) throws(CostMeasurementError) -> VariantCost {
    var sources: [FileCost] = []
    let moduleFolder = moduleDirectory.path
    for path in try swiftFiles(in: moduleDirectory) {
      let scan = try scan(ofFileAt: joined(moduleFolder, path), cache: cache)
      sources.append(
        FileCost(
          path: path, role: RoleClassifier.role(forRelativePath: path), linesOfCode: scan.codeLines,
          types: scan.types, protocols: scan.protocols))
    }
    var testFiles = 0
    var testLines = 0
    if let testsDirectory, isDirectory(testsDirectory) {
      let testsFolder = testsDirectory.path
      for path in try swiftFiles(in: testsDirectory) {
        testFiles += 1
        testLines += try scan(ofFileAt: joined(testsFolder, path), cache: cache).codeLines
      }
    }
    return VariantCost(
      variant: variant, sourceFiles: sources, testFiles: testFiles, testLines: testLines,
      measuredReplays: 0, microsecondsPerAction: nil)
  }

  // MARK: - Time per action

  /// The replays whose app time says something about the app: measured (the worker timed its
  /// steps), and not crashed or timed out.
  public static func measuredReplays(_ traces: [ReplayTrace]) -> [ReplayTrace] {
    traces.filter {
      switch $0.outcome {
      case .crashed, .timedOut: false
      default: !$0.stepAppNanoseconds.isEmpty
      }
    }
  }

  /// The median over `traces` of the app's own work per user action — the steps' app times
  /// (``ReplayTrace/stepAppNanoseconds``: actions, settling, virtual-time advances, as main-thread
  /// CPU time; not the harness's checking, rendering, recording, launch of the worker or
  /// tear-down) summed and divided by `max(1, actionCount)` — in microseconds, rounded (the mean
  /// of the two middle values for an even count); nil for no measured traces.
  public static func medianMicrosecondsPerAction(of traces: [ReplayTrace]) -> Int? {
    let values = microsecondsPerAction(of: traces)
    guard !values.isEmpty else { return nil }
    return Int(MedianStatistics.median(values).rounded())
  }

  /// The 95 % confidence interval of ``medianMicrosecondsPerAction(of:)`` (order statistics),
  /// rounded outwards to whole microseconds; nil for no measured traces.
  public static func microsecondsPerActionInterval(of traces: [ReplayTrace]) -> (low: Int, high: Int)? {
    let values = microsecondsPerAction(of: traces)
    guard !values.isEmpty else { return nil }
    let interval = MedianStatistics.medianInterval(values)
    return (Int(interval.low.rounded(.down)), Int(interval.high.rounded(.up)))
  }

  /// Each measured trace's app time ÷ max(1, its user actions), in microseconds.
  static func microsecondsPerAction(of traces: [ReplayTrace]) -> [Double] {
    traces.filter { !$0.stepAppNanoseconds.isEmpty }.map {
      Double($0.stepAppNanoseconds.reduce(0, +)) / 1000 / Double(max(1, $0.actionCount))
    }
  }

  // MARK: - Files

  /// The `.swift` files under `directory`, as sorted paths relative to it.
  static func swiftFiles(in directory: URL) throws(CostMeasurementError) -> [String] {
    guard isDirectory(directory) else { throw CostMeasurementError.missingDirectory(path: directory.path) }
    return SwiftFileListing.relativePaths(below: directory.path)
  }

  /// The path of `relativePath` inside `folder` (as text: a URL per file costs more than the
  /// file's scan in a debug build).
  private static func joined(_ folder: String, _ relativePath: String) -> String {
    folder.hasSuffix("/") ? folder + relativePath : folder + "/" + relativePath
  }

  /// The scan of the file at `path`, from `cache` when it holds one for the file as it is.
  private static func scan(
    ofFileAt path: String, cache: SourceScanCache?
  ) throws(CostMeasurementError) -> SourceScan {
    guard let cache else { return SourceScanner.scan(try text(atPath: path)) }
    return try cache.scan(ofFileAt: path) { () throws(CostMeasurementError) in
      SourceScanner.scan(try text(atPath: path))
    }
  }

  private static func text(atPath path: String) throws(CostMeasurementError) -> String {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(validating: data, as: UTF8.self)
    else { throw CostMeasurementError.unreadableFile(path: path) }
    return text
  }

  private static func isDirectory(_ url: URL) -> Bool { SwiftFileListing.isFolder(atPath: url.path) }
}

extension VariantCost {
  /// This cost with the time per action of the `traces` that belong to its variant (others are
  /// ignored): the median over the measured replays (``CostMeasurer/measuredReplays(_:)``).
  public func timed(by traces: [ReplayTrace]) -> VariantCost {
    var cost = self
    let measured = CostMeasurer.measuredReplays(traces.filter { $0.variant == variant })
    cost.measuredReplays = measured.count
    cost.microsecondsPerAction = CostMeasurer.medianMicrosecondsPerAction(of: measured)
    let interval = CostMeasurer.microsecondsPerActionInterval(of: measured)
    cost.microsecondsPerActionLow = interval?.low
    cost.microsecondsPerActionHigh = interval?.high
    return cost
  }
}
