import Foundation
import JSONText

/// Writes `results.json`: the whole ``HarnessRun``, keys sorted, on one line (Docs/Reports.md
/// describes every field).
public enum JSONReportWriter {
  /// The run as JSON, ending with a line break: what `JSONEncoder` writes with sorted keys and
  /// unescaped slashes, the traces written by ``TraceJSONWriter``.
  public static func json(for run: HarnessRun) -> String {
    String(decoding: bytes(for: run), as: UTF8.self)
  }

  /// ``json(for:)`` as UTF-8 bytes: the run without traces, scenarios and costs through
  /// `JSONEncoder`, its empty `costs` and `scenarios` then filled by ``ComparisonJSONWriter``, and
  /// its `screens`, `states`, `steps` and `traces` with the tables ``TraceJSONWriter`` writes.
  static func bytes(for run: HarnessRun) -> [UInt8] {
    var shell = run
    shell.traces = []
    shell.scenarios = []
    shell.costs = []
    let head = [UInt8](encoded(shell))
    // In the order of their keys, which is the order of their places.
    let members = ["costs", "scenarios", "screens", "states", "steps", "traces"]
    let slots = members.compactMap { emptyTopLevelArray(named: $0, in: head) }
    guard slots.count == members.count, slots == slots.sorted() else {
      return [UInt8](encoded(run)) + [UInt8(ascii: "\n")]
    }
    let tables = TraceTables(run.traces)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(
      head.count + run.scenarios.count * 800 + run.costs.count * 4000 + tables.screens.count * 500
        + tables.steps.count * 100 + tables.traces.count * 600)
    var copied = 0
    for (slot, member) in zip(slots, members) {
      bytes.append(contentsOf: head[copied..<slot])
      switch member {
      case "costs": appendArray(run.costs, to: &bytes, element: ComparisonJSONWriter.append)
      case "scenarios": appendArray(run.scenarios, to: &bytes, element: ComparisonJSONWriter.append)
      case "screens": TraceJSONWriter.append(screens: tables.screens, to: &bytes)
      case "states": TraceJSONWriter.append(states: tables.states, to: &bytes)
      case "steps": appendArray(tables.steps, to: &bytes, element: TraceJSONWriter.append)
      default: appendArray(tables.traces, to: &bytes, element: TraceJSONWriter.append)
      }
      copied = slot + 2
    }
    bytes.append(contentsOf: head[copied...])
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  /// Appends `elements` as a JSON array, each written by `element`.
  static func appendArray<Element>(
    _ elements: [Element], to bytes: inout [UInt8], element: (Element, inout [UInt8]) -> Void
  ) {
    bytes.append(UInt8(ascii: "["))
    for (index, value) in elements.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      element(value, &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Reads a run back from `results.json`'s text; a number no run writes is refused
  /// (``HarnessRun/figureProblem(in:source:)``), as `merge` refuses it.
  public static func run(from json: String) throws -> HarnessRun {
    if let problem = HarnessRun.figureProblem(in: Array(json.utf8), source: "results.json") {
      throw HarnessRun.MergeError(problem)
    }
    return try JSONDecoder().decode(HarnessRun.self, from: Data(json.utf8))
  }

  /// `value` (the run, or a part of it) as `JSONEncoder` writes it with sorted keys and unescaped
  /// slashes, as the file has it (without a final line break): through ``SortedJSONEncoder``, or
  /// `JSONEncoder` itself for a value that one does not write.
  static func encoded<Value: Encodable>(_ value: Value) -> Data {
    if let bytes = try? SortedJSONEncoder.bytes(value) { return Data(bytes) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // A run holds only strings, integers, booleans, arrays and structures: encoding cannot fail.
    return try! encoder.encode(value)
  }

  /// Where the top-level object of `json` has the member `"name":[]`: the index of its `[`.
  /// Strings are skipped as a whole, so a value or a nested key spelled the same is never taken.
  static func emptyTopLevelArray(named name: String, in json: [UInt8]) -> Int? {
    let member = Array("\"\(name)\":[]".utf8)
    return JSONSyntax.firstTopLevelString(startingWith: member, in: json).map { $0 + member.count - 2 }
  }
}
