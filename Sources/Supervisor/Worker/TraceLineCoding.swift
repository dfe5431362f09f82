import Traces

/// The line of a finished replay (`TRACE`), written by hand like a step's record
/// (``StepTraceCoding``): `JSONEncoder` and `JSONDecoder` took a twentieth of a whole run's time
/// for one line per replay.
///
/// ```
/// TRACE <TAB> scenario <TAB> scenario name <TAB> variant
///       <TAB> outcome <TAB> outcome line <TAB> outcome message
///       <TAB> duration µs <TAB> actions <TAB> n <TAB> leak … <TAB> n <TAB> problem …
/// ```
///
/// The outcome is its one-word ``ReplayOutcome/status``; its line is empty when it has none, and
/// so is its message. Failed expectations (`fails-expect`) give the line and the step of the first
/// as `LINE/STEP` (`12/4`). Texts are escaped as in a step's record. The steps and their app times are
/// not part of the line: they were sent one by one before it.
enum TraceLineCoding {
  // MARK: - Writing

  /// Appends the line for `trace` (without a newline) to `output`.
  static func append(_ trace: ReplayTrace, to output: inout [UInt8]) {
    output.append(contentsOf: WorkerMessage.tracePrefix.utf8)
    for text in [trace.scenario, trace.scenarioName, trace.variant, trace.outcome.status] {
      StepTraceCoding.appendEscaped(text, to: &output)
      output.append(StepTraceCoding.tab)
    }
    if case .failedExpectations(let line, let step, _) = trace.outcome {
      output.append(contentsOf: "\(line)/\(step)".utf8)
    } else if let line = trace.outcome.line {
      output.append(contentsOf: String(line).utf8)
    }
    output.append(StepTraceCoding.tab)
    StepTraceCoding.appendEscaped(trace.outcome.message ?? "", to: &output)
    output.append(StepTraceCoding.tab)
    output.append(contentsOf: "\(trace.durationMicroseconds)\t\(trace.actionCount)".utf8)
    StepTraceCoding.appendList(trace.leaks, to: &output)
    StepTraceCoding.appendList(trace.problems, to: &output)
  }

  // MARK: - Reading

  /// The trace in `line` (which starts with the prefix), without steps; nil when the line is
  /// malformed: a field missing or left over, an unknown outcome, a line or message where the
  /// outcome has none, or none where it needs one.
  static func decode(_ line: Substring) -> ReplayTrace? {
    var line = line
    return line.withUTF8 { decode($0) }
  }

  /// The same, from the line's bytes.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> ReplayTrace? {
    var cursor = StepTraceCoding.FieldCursor(bytes: bytes, next: WorkerMessage.tracePrefix.utf8.count)
    guard let scenario = cursor.text(), let name = cursor.text(), let variant = cursor.text(),
      let status = cursor.text(), let lineField = cursor.text(), let message = cursor.text(),
      let outcome = outcome(status: status, line: lineField, message: message),
      let duration = cursor.integer(), let actions = cursor.integer(), let leaks = cursor.list(),
      let problems = cursor.list(), cursor.isAtEnd
    else { return nil }
    return ReplayTrace(
      scenario: scenario, scenarioName: name, variant: variant, outcome: outcome, steps: [],
      leaks: leaks, problems: problems, durationMicroseconds: duration, actionCount: actions)
  }

  /// The outcome a status word, a line field and a message stand for.
  private static func outcome(status: String, line: String, message: String) -> ReplayOutcome? {
    if status == "fails-expect" {
      let parts = line.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let number = Int(parts[0]), let step = Int(parts[1]), step >= 0 else {
        return nil
      }
      return .failedExpectations(line: number, step: step, message: message)
    }
    let number = line.isEmpty ? nil : Int(line)
    if !line.isEmpty, number == nil { return nil }
    switch status {
    case "pass", "leaks":
      guard number == nil, message.isEmpty else { return nil }
      return status == "pass" ? .passed : .leaked
    case "step-failed", "unscripted-call", "no-settle":
      guard let number else { return nil }
      if status == "step-failed" { return .stepFailed(line: number, message: message) }
      if status == "unscripted-call" { return .unscriptedCall(line: number, message: message) }
      return .didNotSettle(line: number, message: message)
    case "crashed": return .crashed(line: number, message: message)
    case "timed-out": return .timedOut(line: number, message: message)
    case "nondeterministic":
      guard number == nil else { return nil }
      return .nondeterministic(message: message)
    default: return nil
    }
  }
}
