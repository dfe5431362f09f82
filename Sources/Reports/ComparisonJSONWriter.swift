import CodeMetrics
import Comparison
import Traces

/// Writes `results.json`'s `scenarios` and `costs` — byte for byte what `JSONEncoder` writes with
/// sorted keys and unescaped slashes — straight into a byte buffer, as ``TraceJSONWriter`` writes
/// the trace tables. They are nearly all of the rest of the file, and `Codable` spent some
/// 700 instructions on each of their bytes (a keyed container, its box and its sorted members for
/// every outcome and source file). A divergence and an outcome other than a pass are rare, and
/// go through ``JSONReportWriter/encoded(_:)``.
enum ComparisonJSONWriter {
  // MARK: - Scenarios

  /// Appends `comparison` as a JSON object, keys in sorted order.
  static func append(_ comparison: ScenarioComparison, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: #"{"absent":"#.utf8)
    JSONReportWriter.appendArray(comparison.absent, to: &bytes, element: append)
    if let divergence = comparison.divergence {
      bytes.append(contentsOf: #","divergence":"#.utf8)
      bytes.append(contentsOf: JSONReportWriter.encoded(divergence))
    }
    bytes.append(contentsOf: #","outcomes":"#.utf8)
    JSONReportWriter.appendArray(comparison.outcomes, to: &bytes, element: append)
    bytes.append(contentsOf: #","scenario":"#.utf8)
    TraceJSONWriter.appendString(comparison.scenario, to: &bytes)
    bytes.append(contentsOf: #","scenarioName":"#.utf8)
    TraceJSONWriter.appendString(comparison.scenarioName, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  private static func append(_ absent: AbsentVariant, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: #"{"reason":"#.utf8)
    TraceJSONWriter.appendString(absent.reason, to: &bytes)
    bytes.append(contentsOf: #","variant":"#.utf8)
    TraceJSONWriter.appendString(absent.variant, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  private static func append(_ outcome: VariantOutcome, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: #"{"diverges":"#.utf8)
    bytes.append(contentsOf: outcome.diverges ? Self.true : Self.false)
    if let reason = outcome.knownReason {
      bytes.append(contentsOf: #","knownReason":"#.utf8)
      TraceJSONWriter.appendString(reason, to: &bytes)
    }
    bytes.append(contentsOf: #","outcome":"#.utf8)
    TraceJSONWriter.appendOutcome(outcome.outcome, to: &bytes)
    bytes.append(contentsOf: #","variant":"#.utf8)
    TraceJSONWriter.appendString(outcome.variant, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  // MARK: - Costs

  /// Appends `cost` as a JSON object, keys in sorted order.
  static func append(_ cost: VariantCost, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: #"{"files":"#.utf8)
    DecimalDigits.append(cost.files, to: &bytes)
    bytes.append(contentsOf: #","linesOfCode":"#.utf8)
    DecimalDigits.append(cost.linesOfCode, to: &bytes)
    bytes.append(contentsOf: #","measuredReplays":"#.utf8)
    DecimalDigits.append(cost.measuredReplays, to: &bytes)
    appendIfPresent(cost.microsecondsPerAction, key: #","microsecondsPerAction":"#, to: &bytes)
    appendIfPresent(cost.microsecondsPerActionHigh, key: #","microsecondsPerActionHigh":"#, to: &bytes)
    appendIfPresent(cost.microsecondsPerActionLow, key: #","microsecondsPerActionLow":"#, to: &bytes)
    bytes.append(contentsOf: #","protocols":"#.utf8)
    DecimalDigits.append(cost.protocols, to: &bytes)
    bytes.append(contentsOf: #","roles":"#.utf8)
    JSONReportWriter.appendArray(cost.roles, to: &bytes, element: append)
    bytes.append(contentsOf: #","sourceFiles":"#.utf8)
    JSONReportWriter.appendArray(cost.sourceFiles, to: &bytes, element: append)
    bytes.append(contentsOf: #","testFiles":"#.utf8)
    DecimalDigits.append(cost.testFiles, to: &bytes)
    bytes.append(contentsOf: #","testLines":"#.utf8)
    DecimalDigits.append(cost.testLines, to: &bytes)
    bytes.append(contentsOf: #","types":"#.utf8)
    DecimalDigits.append(cost.types, to: &bytes)
    bytes.append(contentsOf: #","variant":"#.utf8)
    TraceJSONWriter.appendString(cost.variant, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  private static func append(_ role: RoleCost, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: #"{"files":"#.utf8)
    DecimalDigits.append(role.files, to: &bytes)
    bytes.append(contentsOf: #","linesOfCode":"#.utf8)
    DecimalDigits.append(role.linesOfCode, to: &bytes)
    bytes.append(contentsOf: #","role":"#.utf8)
    TraceJSONWriter.appendString(role.role.rawValue, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  private static func append(_ file: FileCost, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: #"{"linesOfCode":"#.utf8)
    DecimalDigits.append(file.linesOfCode, to: &bytes)
    bytes.append(contentsOf: #","path":"#.utf8)
    TraceJSONWriter.appendString(file.path, to: &bytes)
    bytes.append(contentsOf: #","protocols":"#.utf8)
    DecimalDigits.append(file.protocols, to: &bytes)
    bytes.append(contentsOf: #","role":"#.utf8)
    TraceJSONWriter.appendString(file.role.rawValue, to: &bytes)
    bytes.append(contentsOf: #","types":"#.utf8)
    DecimalDigits.append(file.types, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  // MARK: - Values

  private static func appendIfPresent(_ value: Int?, key: String, to bytes: inout [UInt8]) {
    guard let value else { return }
    bytes.append(contentsOf: key.utf8)
    DecimalDigits.append(value, to: &bytes)
  }

  private static let `true` = Array("true".utf8)
  private static let `false` = Array("false".utf8)
}
