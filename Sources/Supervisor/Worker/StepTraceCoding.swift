import Traces

/// The line of a step's record (`STEPTRACE`), written by hand: cheaper than `JSONEncoder`, and
/// sent as changes from the step before, so that a step that changes one label sends one label.
///
/// ```
/// STEPTRACE <TAB> index <TAB> line <TAB> app-ns <TAB> source <TAB> screen
///           <TAB> n <TAB> navigation event … <TAB> n <TAB> call … <TAB> n <TAB> state line …
///           <TAB> n <TAB> failure …
/// ```
///
/// Fields are separated by tabs; in a text, `\` tab, newline and carriage return are written
/// `\\`, `\t`, `\n` and `\r`, and every other byte as it is. The screen and each state line are
/// written one of three ways against the same part of the step before (the step whose index is
/// one less, in the same replay):
///
/// - `=`: the same;
/// - `+TEXT`: this text;
/// - `~P,S,TEXT`: the first `P` bytes of the old text, `TEXT`, and its last `S` bytes (only when
///   that saves bytes; `P` and `S` fall on character boundaries).
///
/// A step whose step before was not read (the first of a replay, or after a line was lost) is
/// written in full; a reader that meets a change from a step it did not read refuses the line,
/// and every change after it, so that a lost line shows as missing steps, never as wrong ones.
enum StepTraceCoding {
  /// The line for `step`, changes from `previous` when it is the step before.
  static func line(for step: StepTrace, appNanoseconds: Int, previous: StepTrace?) -> String {
    var bytes: [UInt8] = []
    append(step, appNanoseconds: appNanoseconds, previous: previous, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the line for `step` (without a newline) to `output`.
  static func append(
    _ step: StepTrace, appNanoseconds: Int, previous: StepTrace?, to output: inout [UInt8]
  ) {
    let reference = previous.flatMap { $0.index + 1 == step.index ? $0 : nil }
    output.append(contentsOf: WorkerMessage.stepTracePrefix.utf8)
    output.append(contentsOf: "\(step.index)\t\(step.line)\t\(appNanoseconds)\t".utf8)
    appendEscaped(step.source, to: &output)
    output.append(tab)
    appendChange(from: reference?.screen, to: step.screen, into: &output)
    appendList(step.navigation, to: &output)
    appendList(step.calls, to: &output)
    output.append(tab)
    output.append(contentsOf: "\(step.state.count)".utf8)
    for (position, line) in step.state.enumerated() {
      output.append(tab)
      let old = reference.flatMap { position < $0.state.count ? $0.state[position] : nil }
      appendChange(from: old, to: line, into: &output)
    }
    appendList(step.failures, to: &output)
  }

  /// The record and app time in `line` (which starts with the prefix), given the step read
  /// before it; nil when the line is malformed or refers to a step that was not read.
  static func decode(_ line: Substring, previous: StepTrace?) -> (step: StepTrace, appNanoseconds: Int)? {
    let fields = line.utf8.dropFirst(WorkerMessage.stepTracePrefix.utf8.count).split(
      separator: tab, omittingEmptySubsequences: false)
    var cursor = FieldCursor(fields: fields)
    guard let index = cursor.integer(), let number = cursor.integer(), let app = cursor.integer(),
      let source = cursor.text()
    else { return nil }
    let reference = previous.flatMap { $0.index + 1 == index ? $0 : nil }
    guard let screen = cursor.change(from: reference?.screen, referenceExists: reference != nil),
      let navigation = cursor.list(), let calls = cursor.list(), let stateCount = cursor.integer(),
      stateCount >= 0, stateCount <= fields.count
    else { return nil }
    var state: [String] = []
    state.reserveCapacity(stateCount)
    for position in 0..<stateCount {
      let old = reference.flatMap { position < $0.state.count ? $0.state[position] : nil }
      guard let line = cursor.change(from: old, referenceExists: old != nil) else { return nil }
      state.append(line)
    }
    guard let failures = cursor.list(), cursor.isAtEnd else { return nil }
    let step = StepTrace(
      index: index, line: number, source: source, screen: screen, navigation: navigation, calls: calls,
      state: state, failures: failures)
    return (step, app)
  }

  // MARK: - Writing

  static let tab = UInt8(ascii: "\t")
  static let backslash = UInt8(ascii: "\\")
  /// Below this many shared bytes a changed text is sent whole.
  static let smallestSavedChange = 24

  private static func appendList(_ items: [String], to output: inout [UInt8]) {
    output.append(tab)
    output.append(contentsOf: "\(items.count)".utf8)
    for item in items {
      output.append(tab)
      appendEscaped(item, to: &output)
    }
  }

  /// `=`, `+TEXT` or `~P,S,TEXT` for `new` against `old`.
  private static func appendChange(from old: String?, to new: String, into output: inout [UInt8]) {
    guard let old else {
      output.append(UInt8(ascii: "+"))
      appendEscaped(new, to: &output)
      return
    }
    var oldText = old
    var newText = new
    oldText.withUTF8 { oldBytes in
      newText.withUTF8 { newBytes in
        let (prefix, suffix) = sharedEnds(oldBytes, newBytes)
        if prefix == oldBytes.count, prefix == newBytes.count {
          output.append(UInt8(ascii: "="))
        } else if prefix + suffix >= smallestSavedChange {
          output.append(contentsOf: "~\(prefix),\(suffix),".utf8)
          appendEscaped(
            UnsafeBufferPointer(rebasing: newBytes[prefix..<(newBytes.count - suffix)]), to: &output)
        } else {
          output.append(UInt8(ascii: "+"))
          appendEscaped(newBytes, to: &output)
        }
      }
    }
  }

  /// How many bytes `old` and `new` share at their start and, after that, at their end; both
  /// counts end on a character boundary of `new`, so that the rest of `new` is valid UTF-8.
  static func sharedEnds(
    _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>
  ) -> (prefix: Int, suffix: Int) {
    let shorter = min(old.count, new.count)
    var prefix = 0
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    while prefix > 0, prefix < new.count, isContinuation(new[prefix]) { prefix -= 1 }
    var suffix = 0
    while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    while suffix > 0, isContinuation(new[new.count - suffix]) { suffix -= 1 }
    return (prefix, suffix)
  }

  private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  static func appendEscaped(_ text: String, to output: inout [UInt8]) {
    var text = text
    text.withUTF8 { appendEscaped($0, to: &output) }
  }

  /// Appends `bytes` with `\`, tab, newline and carriage return escaped, copying runs of other
  /// bytes at once.
  static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    var runStart = 0
    for position in 0..<bytes.count {
      let escaped: UInt8
      switch bytes[position] {
      case backslash: escaped = backslash
      case tab: escaped = UInt8(ascii: "t")
      case UInt8(ascii: "\n"): escaped = UInt8(ascii: "n")
      case UInt8(ascii: "\r"): escaped = UInt8(ascii: "r")
      default: continue
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
      output.append(backslash)
      output.append(escaped)
      runStart = position + 1
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
  }

  // MARK: - Reading

  /// Reads fields one after another.
  struct FieldCursor {
    let fields: [Substring.UTF8View.SubSequence]
    var next = 0

    var isAtEnd: Bool { next == fields.count }

    private mutating func field() -> Substring.UTF8View.SubSequence? {
      guard next < fields.count else { return nil }
      defer { next += 1 }
      return fields[next]
    }

    mutating func integer() -> Int? {
      field().flatMap { Int(Substring($0)) }
    }

    mutating func text() -> String? {
      field().flatMap(StepTraceCoding.unescape)
    }

    mutating func list() -> [String]? {
      guard let count = integer(), count >= 0, count <= fields.count - next else { return nil }
      var items: [String] = []
      items.reserveCapacity(count)
      for _ in 0..<count {
        guard let item = text() else { return nil }
        items.append(item)
      }
      return items
    }

    /// A screen or state line written against `old`.
    mutating func change(from old: String?, referenceExists: Bool) -> String? {
      guard let field = field(), let marker = field.first else { return nil }
      let rest = field.dropFirst()
      switch marker {
      case UInt8(ascii: "="):
        guard referenceExists, rest.isEmpty else { return nil }
        return old
      case UInt8(ascii: "+"):
        return StepTraceCoding.unescape(rest)
      case UInt8(ascii: "~"):
        guard referenceExists, let old else { return nil }
        let parts = rest.split(separator: UInt8(ascii: ","), maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let prefix = Int(Substring(parts[0])), let suffix = Int(Substring(parts[1])),
          prefix >= 0, suffix >= 0, prefix + suffix <= old.utf8.count,
          let middle = StepTraceCoding.unescape(parts[2])
        else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(prefix + middle.utf8.count + suffix)
        bytes.append(contentsOf: old.utf8.prefix(prefix))
        bytes.append(contentsOf: middle.utf8)
        bytes.append(contentsOf: old.utf8.suffix(suffix))
        return String(decoding: bytes, as: UTF8.self)
      default:
        return nil
      }
    }
  }

  /// The text an escaped field stands for; nil for an unknown escape.
  static func unescape(_ field: Substring.UTF8View.SubSequence) -> String? {
    guard field.contains(backslash) else { return String(Substring(field)) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(field.count)
    var escaping = false
    for byte in field {
      if escaping {
        switch byte {
        case backslash: bytes.append(backslash)
        case UInt8(ascii: "t"): bytes.append(tab)
        case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "r"): bytes.append(UInt8(ascii: "\r"))
        default: return nil
        }
        escaping = false
      } else if byte == backslash {
        escaping = true
      } else {
        bytes.append(byte)
      }
    }
    return escaping ? nil : String(decoding: bytes, as: UTF8.self)
  }
}

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
    if line.hasPrefix(WorkerMessage.stepTracePrefix) {
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
