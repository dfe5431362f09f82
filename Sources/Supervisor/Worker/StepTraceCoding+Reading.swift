import Foundation
import Traces

/// Reading a `STEPTRACE` line back: the supervisor's side of ``StepTraceCoding``.
extension StepTraceCoding {
  /// The record and app time in `line` (which starts with the prefix), given the step read
  /// before it; nil when the line is malformed or refers to a step that was not read.
  static func decode(_ line: Substring, previous: StepTrace?) -> (step: StepTrace, appNanoseconds: Int)? {
    var line = line
    var sources: [String] = []
    return line.withUTF8 { decode($0, previous: previous, sources: &sources) }
  }

  /// The same, from the line's bytes; `sources` holds the sources read so far by step index,
  /// whose strings a step with the same source shares (the same step of the scenario's other
  /// variants).
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, previous: StepTrace?, sources: inout [String]
  ) -> (step: StepTrace, appNanoseconds: Int)? {
    var cursor = FieldCursor(bytes: bytes, next: WorkerMessage.stepTracePrefix.utf8.count)
    guard let index = cursor.integer(), let number = cursor.integer(), let app = cursor.integer(),
      let field = cursor.rawField(), let source = Self.source(field, at: index, sources: &sources)
    else { return nil }
    let reference = previous.flatMap { $0.index + 1 == index ? $0 : nil }
    guard let screen = cursor.change(from: reference?.screen, referenceExists: reference != nil),
      let navigation = cursor.list(), let calls = cursor.list(),
      let state = cursor.state(reference: reference),
      let failures = cursor.list(), cursor.isAtEnd
    else { return nil }
    let step = StepTrace(
      index: index, line: number, source: source, screen: screen, navigation: navigation, calls: calls,
      state: state, failures: failures)
    return (step, app)
  }

  /// The step index of the line `bytes` (which starts with the prefix) and where its app time is.
  static func header(_ bytes: UnsafeBufferPointer<UInt8>) -> (index: Int, appTime: Range<Int>)? {
    var cursor = FieldCursor(bytes: bytes, next: WorkerMessage.stepTracePrefix.utf8.count)
    guard let index = cursor.integer(), cursor.rawField() != nil else { return nil }
    let start = cursor.next
    guard cursor.rawField() != nil else { return nil }
    return (index, start..<(cursor.next - 1))
  }

  /// Reads the tab-separated fields of a line one after another, finding each tab with `memchr`
  /// (the line is read by the supervisor while workers write, in debug builds too).
  struct FieldCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next field starts; past the end once the last field was read.
    var next: Int

    var isAtEnd: Bool { next > bytes.count }

    private mutating func field() -> UnsafeBufferPointer<UInt8>? {
      guard next <= bytes.count else { return nil }
      let end = bytes.offset(of: tab, from: next) ?? bytes.count
      defer { next = end + 1 }
      return UnsafeBufferPointer(rebasing: bytes[next..<end])
    }

    mutating func integer() -> Int? {
      field().flatMap(StepTraceCoding.integer)
    }

    /// The next field's bytes as they are.
    mutating func rawField() -> UnsafeBufferPointer<UInt8>? {
      field()
    }

    /// The bytes from the next field to the end of the line, tabs included; nil past the end.
    mutating func rest() -> UnsafeBufferPointer<UInt8>? {
      guard next <= bytes.count else { return nil }
      defer { next = bytes.count + 1 }
      return UnsafeBufferPointer(rebasing: bytes[next...])
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

    /// The state lines, written against `reference`'s: `=` for all of them the same, else a
    /// count and each line.
    mutating func state(reference: StepTrace?) -> [String]? {
      if next < bytes.count, bytes[next] == UInt8(ascii: "="),
        next + 1 == bytes.count || bytes[next + 1] == tab
      {
        guard let reference else { return nil }
        next += 2
        return reference.state
      }
      // A run of lines takes a few bytes: no more lines than the bytes left and the step before's.
      guard let count = integer(), count >= 0, count <= bytes.count - next + 1 + (reference?.state.count ?? 0)
      else { return nil }
      var state: [String] = []
      state.reserveCapacity(count)
      while state.count < count {
        let position = state.count
        if let run = sameRun() {
          guard let reference, run <= count - position, position + run <= reference.state.count else {
            return nil
          }
          state += reference.state[position..<(position + run)]
          continue
        }
        let old = reference.flatMap { position < $0.state.count ? $0.state[position] : nil }
        guard let line = change(from: old, referenceExists: old != nil) else { return nil }
        state.append(line)
      }
      return state
    }

    /// `K` for a field `=K` (a run of two or more lines the same as the step before's), which it
    /// reads; nil, reading nothing, for any other field.
    private mutating func sameRun() -> Int? {
      guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "="), bytes[next + 1] != tab else {
        return nil
      }
      let end = bytes.offset(of: tab, from: next) ?? bytes.count
      guard let run = StepTraceCoding.integer(UnsafeBufferPointer(rebasing: bytes[(next + 1)..<end])),
        run >= 2
      else { return nil }
      next = end + 1
      return run
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

  /// The whole number `field` spells, as `Int(String)` reads it (an optional sign, then digits);
  /// nil for anything else or a number out of range. Read from the bytes: making a `String` per
  /// number was a tenth of reading a record in debug builds.
  static func integer(_ field: UnsafeBufferPointer<UInt8>) -> Int? {
    let isNegative = field.first == UInt8(ascii: "-")
    var position = isNegative || field.first == UInt8(ascii: "+") ? 1 : 0
    guard position < field.count else { return nil }
    var value = 0
    while position < field.count {
      let digit = Int(field[position]) &- 0x30
      guard digit >= 0, digit <= 9 else { return nil }
      let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowedAgain) =
        isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflowed, !overflowedAgain else { return nil }
      value = next
      position += 1
    }
    return value
  }

  /// The text an escaped field stands for; nil for an unknown escape. Runs without a `\` are
  /// copied at once.
  static func unescape(_ field: UnsafeBufferPointer<UInt8>) -> String? {
    guard var escape = field.offset(of: backslash) else { return String(decoding: field, as: UTF8.self) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(field.count)
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
      guard let next = field.offset(of: backslash, from: runStart) else { break }
      escape = next
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: field[runStart...]))
    return String(decoding: bytes, as: UTF8.self)
  }
}
