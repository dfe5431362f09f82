import Foundation
import Traces

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
/// - `~EDITS`: the old text with a few edits, each `K,D,L,` and `L` bytes of escaped text: keep
///   the next `K` bytes of the old text, drop the `D` after them, insert the text; what follows
///   the last edit is kept. Used when it is shorter than the whole text; the inserted texts start
///   and end on character boundaries. A line that changed in two far-apart places (a favourite
///   turned on in the middle of a long list, and a request pending at its end) sends two edits.
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
    var line = line
    return line.withUTF8 { bytes in
      var cursor = FieldCursor(bytes: bytes, next: WorkerMessage.stepTracePrefix.utf8.count)
      guard let index = cursor.integer(), let number = cursor.integer(), let app = cursor.integer(),
        let source = cursor.text()
      else { return nil }
      let reference = previous.flatMap { $0.index + 1 == index ? $0 : nil }
      guard let screen = cursor.change(from: reference?.screen, referenceExists: reference != nil),
        let navigation = cursor.list(), let calls = cursor.list(), let stateCount = cursor.count()
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
  }

  // MARK: - Writing

  static let tab = UInt8(ascii: "\t")
  static let backslash = UInt8(ascii: "\\")
  /// The most edits one change may have; a text that changed more is sent whole.
  static let maximumEdits = 16
  /// How far apart (in bytes, old and new together) two matching stretches may be for one edit.
  static let resyncDistance = 32
  /// How many places to try, in all, before sending the text whole.
  static let resyncBudget = 4096
  /// Texts shorter than this, or sharing fewer than half as many bytes at their ends, are sent
  /// whole: edits would save little, and finding them would cost more than sending.
  static let smallestEditedText = 64
  /// How many bytes must match again for an edit to end.
  static let resyncLength = 16

  private static func appendList(_ items: [String], to output: inout [UInt8]) {
    output.append(tab)
    output.append(contentsOf: "\(items.count)".utf8)
    for item in items {
      output.append(tab)
      appendEscaped(item, to: &output)
    }
  }

  /// `=`, `+TEXT` or `~EDITS` for `new` against `old`.
  private static func appendChange(from old: String?, to new: String, into output: inout [UInt8]) {
    guard let old else {
      output.append(UInt8(ascii: "+"))
      appendEscaped(new, to: &output)
      return
    }
    // A line kept from the step before is the same string: equal at once, without reading it.
    if old == new {
      output.append(UInt8(ascii: "="))
      return
    }
    var oldText = old
    var newText = new
    oldText.withUTF8 { oldBytes in
      newText.withUTF8 { newBytes in
        let mark = output.count
        if let edits = edits(from: oldBytes, to: newBytes) {
          output.append(UInt8(ascii: "~"))
          for edit in edits {
            var escaped: [UInt8] = []
            appendEscaped(UnsafeBufferPointer(rebasing: newBytes[edit.insert]), to: &escaped)
            output.append(contentsOf: "\(edit.keep),\(edit.delete),\(escaped.count),".utf8)
            output.append(contentsOf: escaped)
          }
          if output.count - mark <= newBytes.count { return }
          output.removeSubrange(mark...)
        }
        output.append(UInt8(ascii: "+"))
        appendEscaped(newBytes, to: &output)
      }
    }
  }

  /// One edit of a text: keep `keep` bytes of the old text, drop `delete`, insert the bytes of
  /// the new text at `insert`.
  struct Edit: Equatable {
    var keep: Int
    var delete: Int
    var insert: Range<Int>
  }

  /// A few edits that turn `old` into `new`, found greedily: after each stretch that matches,
  /// the nearest place where both match again for ``resyncLength`` bytes; nil when the texts
  /// differ in more than ``maximumEdits`` places or too far apart. Inserted ranges start and end
  /// on character boundaries of `new`.
  static func edits(from old: UnsafeBufferPointer<UInt8>, to new: UnsafeBufferPointer<UInt8>) -> [Edit]? {
    let (prefix, suffix) = sharedEnds(old, new)
    guard new.count >= smallestEditedText, prefix + suffix >= smallestEditedText / 2 else { return nil }
    let oldEnd = old.count - suffix
    let newEnd = new.count - suffix
    var edits: [Edit] = []
    var budget = resyncBudget
    var inserted = 0
    var i = prefix
    var j = prefix
    var kept = 0  // where in `old` the current stretch to keep started
    while true {
      // The stretch that matches, ending on a character boundary of `new`.
      let runStart = j
      while i < oldEnd, j < newEnd, old[i] == new[j] {
        i += 1
        j += 1
      }
      while j > runStart, j < new.count, isContinuation(new[j]) {
        i -= 1
        j -= 1
      }
      if i == oldEnd, j == newEnd { return edits }
      guard edits.count < maximumEdits,
        let (a, b) = resync(old, i, oldEnd, new, j, newEnd, budget: &budget)
      else { return nil }
      inserted += b + 12
      guard inserted < new.count / 2 else { return nil }
      edits.append(Edit(keep: i - kept, delete: a, insert: j..<(j + b)))
      i += a
      j += b
      kept = i
    }
  }

  /// The nearest `(a, b)` (by `a + b`) such that `old` from `i + a` and `new` from `j + b` match
  /// for ``resyncLength`` bytes (or both reach their ends), moved on to a character boundary of
  /// `new`.
  private static func resync(
    _ old: UnsafeBufferPointer<UInt8>, _ i: Int, _ oldEnd: Int, _ new: UnsafeBufferPointer<UInt8>, _ j: Int,
    _ newEnd: Int, budget: inout Int
  ) -> (Int, Int)? {
    let oldLeft = oldEnd - i
    let newLeft = newEnd - j
    for distance in 1...resyncDistance {
      budget -= distance + 1
      guard budget > 0 else { return nil }
      for a in 0...distance {
        let b = distance - a
        guard a <= oldLeft, b <= newLeft else { continue }
        if a == oldLeft, b == newLeft { return (a, b) }
        let length = min(resyncLength, oldLeft - a, newLeft - b)
        guard length == resyncLength || (oldLeft - a == newLeft - b) else { continue }
        guard length > 0, memcmp(old.baseAddress! + i + a, new.baseAddress! + j + b, length) == 0 else {
          continue
        }
        var (x, y) = (a, b)
        while j + y < new.count, isContinuation(new[j + y]) {
          x += 1
          y += 1
        }
        return (x, y)
      }
    }
    return oldLeft + newLeft <= resyncDistance ? (oldLeft, newLeft) : nil
  }

  /// How many bytes `old` and `new` share at their start and, after that, at their end; both
  /// counts end on a character boundary of `new`, so that the rest of `new` is valid UTF-8.
  static func sharedEnds(
    _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>
  ) -> (prefix: Int, suffix: Int) {
    let shorter = min(old.count, new.count)
    var prefix = 0
    // Long texts (a list's ids) share long stretches: compare them a block at a time first.
    let block = 256
    while prefix + block <= shorter, memcmp(old.baseAddress! + prefix, new.baseAddress! + prefix, block) == 0
    {
      prefix += block
    }
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    while prefix > 0, prefix < new.count, isContinuation(new[prefix]) { prefix -= 1 }
    var suffix = 0
    while suffix + block <= shorter - prefix,
      memcmp(
        old.baseAddress! + old.count - suffix - block, new.baseAddress! + new.count - suffix - block, block)
        == 0
    {
      suffix += block
    }
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
  /// bytes at once. (A pointer and integer literals: the loop sees every byte a worker sends.)
  static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    guard let base = bytes.baseAddress else { return }
    var runStart = 0
    var position = -1
    while position + 1 < bytes.count {
      position += 1
      let escaped: UInt8
      switch base[position] {
      case 0x5C: escaped = 0x5C  // backslash as \\
      case 0x09: escaped = 0x74  // tab as \t
      case 0x0A: escaped = 0x6E  // newline as \n
      case 0x0D: escaped = 0x72  // carriage return as \r
      default: continue
      }
      output.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: position - runStart))
      output.append(backslash)
      output.append(escaped)
      runStart = position + 1
    }
    output.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: bytes.count - runStart))
  }

  // MARK: - Reading

  /// Reads the tab-separated fields of a line one after another, finding each tab with `memchr`
  /// (the line is read by the supervisor while workers write, in debug builds too).
  struct FieldCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next field starts; past the end once the last field was read.
    var next: Int

    var isAtEnd: Bool { next > bytes.count }

    private mutating func field() -> UnsafeBufferPointer<UInt8>? {
      guard next <= bytes.count, let base = bytes.baseAddress else { return nil }
      let end =
        memchr(base + next, Int32(tab), bytes.count - next).map {
          base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
        } ?? bytes.count
      defer { next = end + 1 }
      return UnsafeBufferPointer(rebasing: bytes[next..<end])
    }

    mutating func integer() -> Int? {
      field().flatMap { Int(String(decoding: $0, as: UTF8.self)) }
    }

    /// A count of fields to come: no more than there are bytes left to hold them.
    mutating func count() -> Int? {
      guard let count = integer(), count >= 0, count <= bytes.count - next + 1 else { return nil }
      return count
    }

    mutating func text() -> String? {
      field().flatMap(StepTraceCoding.unescape)
    }

    mutating func list() -> [String]? {
      guard let count = count() else { return nil }
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
      let rest = UnsafeBufferPointer(rebasing: field.dropFirst())
      switch marker {
      case UInt8(ascii: "="):
        guard referenceExists, rest.isEmpty else { return nil }
        return old
      case UInt8(ascii: "+"):
        return StepTraceCoding.unescape(rest)
      case UInt8(ascii: "~"):
        guard referenceExists, let old else { return nil }
        return StepTraceCoding.apply(edits: rest, to: old)
      default:
        return nil
      }
    }
  }

  /// `old` with the edits of a `~` field applied; nil when they are malformed or do not fit.
  static func apply(edits field: UnsafeBufferPointer<UInt8>, to old: String) -> String? {
    let oldBytes = Array(old.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(oldBytes.count + field.count)
    var cursor = 0
    var position = 0
    func number() -> Int? {
      guard let comma = field[position...].firstIndex(of: UInt8(ascii: ",")),
        let value = Int(
          String(decoding: UnsafeBufferPointer(rebasing: field[position..<comma]), as: UTF8.self)),
        value >= 0
      else { return nil }
      position = comma + 1
      return value
    }
    while position < field.count {
      guard let keep = number(), let delete = number(), let length = number(),
        cursor + keep + delete <= oldBytes.count, field.count - position >= length,
        let inserted = unescape(UnsafeBufferPointer(rebasing: field[position..<(position + length)]))
      else { return nil }
      result.append(contentsOf: oldBytes[cursor..<(cursor + keep)])
      result.append(contentsOf: inserted.utf8)
      cursor += keep + delete
      position += length
    }
    result.append(contentsOf: oldBytes[cursor...])
    return String(decoding: result, as: UTF8.self)
  }

  /// The text an escaped field stands for; nil for an unknown escape. Runs without a `\` are
  /// copied at once.
  static func unescape(_ field: UnsafeBufferPointer<UInt8>) -> String? {
    guard let base = field.baseAddress, let first = memchr(base, Int32(backslash), field.count) else {
      return String(decoding: field, as: UTF8.self)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(field.count)
    var escape = base.distance(to: first.assumingMemoryBound(to: UInt8.self))
    var runStart = 0
    while true {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: field[runStart..<escape]))
      guard escape + 1 < field.count else { return nil }
      switch field[escape + 1] {
      case backslash: bytes.append(backslash)
      case UInt8(ascii: "t"): bytes.append(tab)
      case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "r"): bytes.append(UInt8(ascii: "\r"))
      default: return nil
      }
      runStart = escape + 2
      guard let next = memchr(base + runStart, Int32(backslash), field.count - runStart) else { break }
      escape = base.distance(to: next.assumingMemoryBound(to: UInt8.self))
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: field[runStart...]))
    return String(decoding: bytes, as: UTF8.self)
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
