import Foundation
import Traces

/// The line of a step's record (`STEPTRACE`), written by hand: cheaper than `JSONEncoder`, and
/// sent as changes from the step before, so that a step that changes one label sends one label.
///
/// ```
/// STEPTRACE <TAB> index <TAB> line <TAB> app-ns <TAB> source <TAB> screen
///           <TAB> n <TAB> navigation event … <TAB> n <TAB> call … <TAB> n|= <TAB> state line …
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
/// The state's count is `=` when every state line is the same as the step before's: no line
/// follows then (a step that changed no state sends one byte for it, however many lines the state
/// has — the favourites of 100,000 products take 391). Otherwise `=K` stands for the next `K`
/// state lines (two or more) the same as the step before's, so a step that changed one line of
/// many sends that line and two runs.
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
    appendInteger(step.index, to: &output)
    output.append(tab)
    appendInteger(step.line, to: &output)
    output.append(tab)
    appendInteger(appNanoseconds, to: &output)
    output.append(tab)
    appendEscaped(step.source, to: &output)
    output.append(tab)
    appendChange(from: reference?.screen, to: step.screen, into: &output)
    appendList(step.navigation, to: &output)
    appendList(step.calls, to: &output)
    output.append(tab)
    let state = step.state
    let referenceState = reference?.state
    // Every state line as the step before's (a step that changed no state, at any list size).
    if let referenceState, referenceState == state {
      output.append(UInt8(ascii: "="))
      appendList(step.failures, to: &output)
      return
    }
    appendInteger(state.count, to: &output)
    // Lines the same as the step before's, not yet written: a run of them is written `=K`.
    var same = 0
    for (position, line) in state.enumerated() {
      let old = referenceState.flatMap { position < $0.count ? $0[position] : nil }
      if let old, old == line {
        same += 1
        continue
      }
      appendSame(&same, to: &output)
      output.append(tab)
      appendChange(from: old, to: line, into: &output)
    }
    appendSame(&same, to: &output)
    appendList(step.failures, to: &output)
  }

  /// `=` for one line the same as the step before's, `=K` for a run of `count`; resets `count`.
  private static func appendSame(_ count: inout Int, to output: inout [UInt8]) {
    guard count > 0 else { return }
    output.append(tab)
    output.append(UInt8(ascii: "="))
    if count > 1 { appendInteger(count, to: &output) }
    count = 0
  }

  // MARK: - Writing

  static let tab = UInt8(ascii: "\t")
  static let backslash = UInt8(ascii: "\\")

  /// `value` in decimal, as `"\(value)"` writes it, without making a string.
  static func appendInteger(_ value: Int, to output: inout [UInt8]) {
    DecimalDigits.append(value, to: &output)
  }

  static func appendList(_ items: [String], to output: inout [UInt8]) {
    output.append(tab)
    appendInteger(items.count, to: &output)
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
}
