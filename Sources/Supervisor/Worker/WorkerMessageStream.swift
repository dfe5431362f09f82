import Traces

/// Writes a worker's messages as lines, each step's record as changes from the step before.
/// One writer per worker output stream.
public struct WorkerMessageWriter: Sendable {
  private var previous: StepTrace?

  public init() {}

  /// Appends the line for `message` and its newline to `output`.
  public mutating func append(_ message: WorkerMessage, to output: inout [UInt8]) {
    switch message {
    case .stepFinished(let step, let appNanoseconds):
      StepTraceCoding.append(step, appNanoseconds: appNanoseconds, previous: previous, to: &output)
      previous = step
    case .scenarioStarted:
      previous = nil
      output.append(contentsOf: message.line.utf8)
    case .finished(let trace):
      TraceLineCoding.append(trace, to: &output)
    default:
      output.append(contentsOf: message.line.utf8)
    }
    output.append(UInt8(ascii: "\n"))
  }

  /// The line for `message`, without its newline.
  public mutating func line(for message: WorkerMessage) -> String {
    var bytes: [UInt8] = []
    append(message, to: &bytes)
    return String(decoding: bytes.dropLast(), as: UTF8.self)
  }
}

/// Reads a worker's lines back into messages, rebuilding each step's record from the step before.
/// One reader per worker output stream.
public struct WorkerMessageReader: Sendable {
  private var previous: StepTrace?

  public init() {}

  /// The message in `line`, if it carries one.
  public mutating func message(from line: Substring) -> WorkerMessage? {
    if line.utf8.starts(with: WorkerMessage.stepTracePrefix.utf8) {
      guard let (step, appNanoseconds) = StepTraceCoding.decode(line, previous: previous) else {
        previous = nil
        return nil
      }
      previous = step
      return .stepFinished(step, appNanoseconds: appNanoseconds)
    }
    let message = WorkerMessage(line: line)
    if case .scenarioStarted = message { previous = nil }
    return message
  }
}
