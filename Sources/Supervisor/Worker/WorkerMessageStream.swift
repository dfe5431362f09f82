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
  /// The records of the scenario's replay on the variants before (``StepRecordMemo``).
  private var memo = StepRecordMemo()

  /// The message in `line`, if it carries one.
  public mutating func message(from line: Substring) -> WorkerMessage? {
    var line = line
    return line.withUTF8 { message(fromLine: $0) }
  }

  /// The message in the line `bytes` (without its newline), if it carries one. A step's record
  /// and a step's heartbeat, a worker's most frequent lines, are read from the bytes where they are.
  public mutating func message(fromLine bytes: UnsafeBufferPointer<UInt8>) -> WorkerMessage? {
    if bytes.starts(withUTF8: WorkerMessage.stepTracePrefix) { return stepRecord(bytes) }
    if bytes.starts(withUTF8: WorkerMessage.stepPrefix) { return heartbeat(bytes) }
    // A replay's start, its tear-down and its end, once each per replay: read where they are too.
    if bytes.equals(utf8: WorkerMessage.tearDownLine) { return .tearDownStarted }
    if bytes.starts(withUTF8: WorkerMessage.tracePrefix) {
      return TraceLineCoding.decode(bytes).map(WorkerMessage.finished)
    }
    let message = WorkerMessage(line: Substring(decoding: bytes, as: UTF8.self))
    if case .scenarioStarted(let path, _) = message {
      previous = nil
      memo.startReplay(of: path)
    }
    return message
  }

  /// A step's record: the one read for the same step of the scenario's replay before, when the
  /// line says the same (``StepRecordMemo``), else decoded.
  private mutating func stepRecord(_ bytes: UnsafeBufferPointer<UInt8>) -> WorkerMessage? {
    guard let (index, appTime) = StepTraceCoding.header(bytes) else { return failedRecord() }
    let hasReference = previous.map { $0.index + 1 == index } ?? false
    if let step = memo.record(at: index, line: bytes, appTime: appTime, hasReference: hasReference),
      let appNanoseconds = StepTraceCoding.integer(UnsafeBufferPointer(rebasing: bytes[appTime]))
    {
      previous = step
      return .stepFinished(step, appNanoseconds: appNanoseconds)
    }
    guard let (step, appNanoseconds) = StepTraceCoding.decode(bytes, previous: previous, sources: &sources)
    else { return failedRecord() }
    memo.decoded(step, at: index, line: bytes, appTime: appTime, hasReference: hasReference)
    previous = step
    return .stepFinished(step, appNanoseconds: appNanoseconds)
  }

  /// A step's record that cannot be read: what comes after it cannot be read against it.
  private mutating func failedRecord() -> WorkerMessage? {
    previous = nil
    memo.breakRun()
    return nil
  }

  /// A step's heartbeat, `STEP`, then the step's index, file, line and column, each followed by a
  /// tab, then its source to the end of the line (tabs included).
  private mutating func heartbeat(_ bytes: UnsafeBufferPointer<UInt8>) -> WorkerMessage? {
    var cursor = StepTraceCoding.FieldCursor(bytes: bytes, next: WorkerMessage.stepPrefix.utf8.count)
    guard let index = cursor.integer(), let file = cursor.rawField(), let line = cursor.integer(),
      let column = cursor.integer(), let source = cursor.rest()
    else { return nil }
    if !file.equals(utf8: lastFile) { lastFile = String(decoding: file, as: UTF8.self) }
    // The step's source as its record before spelled it (the same step of another variant).
    let known = index >= 0 && index < sources.count && source.equals(utf8: sources[index])
    return .stepStarted(
      StepMarker(
        index: index, file: lastFile, line: line, column: column,
        source: known ? sources[index] : String(decoding: source, as: UTF8.self)))
  }
}
