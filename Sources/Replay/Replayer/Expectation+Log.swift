import Domain
import ScenarioLanguage
import Traces

/// The assertions about the services and the exported state rather than the window: calls in
/// any order, call counts, state lines, saved records.
extension Expectation {
  /// `expect-calls-any-order`: the last action's calls, as a multiset.
  static func checkAnyOrder(_ expected: [String], lastAction: StepTrace?) -> String? {
    let actual = lastAction?.calls ?? []
    guard expected.sorted() != actual.sorted() else { return nil }
    return checkList(
      expected, actual: actual, what: "service calls in any order", noun: "calls", lastAction: lastAction)
  }

  /// `expect-call-count`: how many of `calls` (the log since launch or since a `mark`, as `since`
  /// says) are `call`.
  static func checkCount(
    of call: String, _ expected: Int, in calls: ArraySlice<String>, since: String
  ) -> String? {
    let actual = calls.count { matches($0, call) }
    guard actual != expected else { return nil }
    return
      "expected `\(call)` \(times(expected)) since \(since), but there \(actual == 1 ? "was" : "were") \(actual)"
  }

  /// `expect-state` / `expect-state-contains`: a line of the exported state is, or holds, `text`.
  static func checkState(_ lines: [String], holds text: String, whole: Bool) -> String? {
    guard !lines.contains(where: { whole ? $0 == text : $0.contains(text) }) else { return nil }
    let what = whole ? "the exported state line \"\(text)\"" : "an exported state line holding \"\(text)\""
    let part = text.prefix { $0 != ":" }
    if whole, part.count < text.count, let same = lines.first(where: { $0.hasPrefix(part + ":") }) {
      return "expected \(what), but it is \"\(same)\""
    }
    let shown =
      lines.isEmpty
      ? "there is no state" : "the state is " + lines.map { "\"\($0)\"" }.joined(separator: ", ")
    return "expected \(what), but \(shown)"
  }

  /// `expect-record`: the store holds the record, with the fields given.
  static func checkRecord(_ expected: RecordExpectation, in records: [BMIRecord]) -> String? {
    guard let record = records.first(where: { $0.id == expected.id }) else {
      let held = records.isEmpty ? "no records" : records.map(\.id).joined(separator: ", ")
      return "expected a saved record `\(expected.id)`, but the store holds \(held)"
    }
    var wanted: [String] = []
    var actual: [String] = []
    var differs = false
    if let height = expected.height {
      wanted.append("height \(height.written)")
      actual.append("height \(shown(record.heightCm))")
      differs = differs || height.value != record.heightCm
    }
    if let weight = expected.weight {
      wanted.append("weight \(weight.written)")
      actual.append("weight \(shown(record.weightKg))")
      differs = differs || weight.value != record.weightKg
    }
    if let standard = expected.standard {
      wanted.append("standard \(standard)")
      actual.append("standard \(record.standard.rawValue)")
      differs = differs || standard != record.standard.rawValue
    }
    guard differs else { return nil }
    return "expected record `\(expected.id)` to have \(wanted.joined(separator: ", ")), "
      + "but it has \(actual.joined(separator: ", "))"
  }

  // MARK: - Parts

  /// Whether the log line `line` is `call`: the same line, or a call of the method `call` names
  /// (with `cancelled ` on both or neither).
  private static func matches(_ line: String, _ call: String) -> Bool {
    if line == call { return true }
    guard !call.contains("(") else { return false }
    let cancelled = "cancelled "
    guard line.hasPrefix(cancelled) == call.hasPrefix(cancelled) else { return false }
    let name = line.dropFirst(line.hasPrefix(cancelled) ? cancelled.count : 0).prefix { $0 != "(" }
    return name == call.dropFirst(call.hasPrefix(cancelled) ? cancelled.count : 0)
  }

  private static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }

  /// `180`, `72.5`: a measure as short as it can be written.
  private static func shown(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
