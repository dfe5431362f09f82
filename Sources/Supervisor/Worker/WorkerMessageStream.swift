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
    case .stepStarted(let marker):
      // A heartbeat per step: written without making its line as a string first.
      output.append(contentsOf: WorkerMessage.stepPrefix.utf8)
      StepTraceCoding.appendInteger(marker.index, to: &output)
      output.append(StepTraceCoding.tab)
      output.append(contentsOf: marker.file.utf8)
      output.append(StepTraceCoding.tab)
      StepTraceCoding.appendInteger(marker.line, to: &output)
      output.append(StepTraceCoding.tab)
      StepTraceCoding.appendInteger(marker.column, to: &output)
      output.append(StepTraceCoding.tab)
      output.append(contentsOf: marker.source.utf8)
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

  /// The file of the last step's heartbeat: the next one is nearly always in the same file, and
  /// shares the string.
  private var lastFile = ""
  /// The sources of the steps read so far, by index (see ``StepTraceCoding/decode(_:previous:sources:)``).
  private var sources: [String] = []

  /// The message in `line`, if it carries one.
  public mutating func message(from line: Substring) -> WorkerMessage? {
    var line = line
    return line.withUTF8 { message(fromLine: $0) }
  }

  /// The message in the line `bytes` (without its newline), if it carries one. A step's record
  /// and a step's heartbeat, a worker's most frequent lines, are read from the bytes where they are.
  public mutating func message(fromLine bytes: UnsafeBufferPointer<UInt8>) -> WorkerMessage? {
    if bytes.starts(with: WorkerMessage.stepTracePrefix.utf8) {
      guard let (step, appNanoseconds) = StepTraceCoding.decode(bytes, previous: previous, sources: &sources)
      else {
        previous = nil
        return nil
      }
      previous = step
      return .stepFinished(step, appNanoseconds: appNanoseconds)
    }
    if bytes.starts(with: WorkerMessage.stepPrefix.utf8) { return heartbeat(bytes) }
    let message = WorkerMessage(line: Substring(decoding: bytes, as: UTF8.self))
    if case .scenarioStarted = message { previous = nil }
    return message
  }

  /// A step's heartbeat, `STEP`, then the step's index, file, line and column, each followed by a
  /// tab, then its source to the end of the line (tabs included).
  private mutating func heartbeat(_ bytes: UnsafeBufferPointer<UInt8>) -> WorkerMessage? {
    var cursor = StepTraceCoding.FieldCursor(bytes: bytes, next: WorkerMessage.stepPrefix.utf8.count)
    guard let index = cursor.integer(), let file = cursor.rawField(), let line = cursor.integer(),
      let column = cursor.integer(), let source = cursor.rest()
    else { return nil }
    if !file.elementsEqual(lastFile.utf8) { lastFile = String(decoding: file, as: UTF8.self) }
    return .stepStarted(
      StepMarker(
        index: index, file: lastFile, line: line, column: column,
        source: String(decoding: source, as: UTF8.self)))
  }
}
