import Traces

/// What a worker makes of the bytes the app wrote during one step: the text the reports show —
/// at most ``AppOutput/shownBytesPerReplay`` bytes over a replay — and the continuations the
/// Swift runtime says were dropped without being resumed, as leaks located at the step.
///
/// The output is never read for anything else. The runtime's message is the one exception
/// because nothing else can see that kind of leak: the task waiting on such a continuation is
/// suspended forever, neither queued nor parked on the virtual clock, so the runtime's leftover
/// check finds nothing. A variant that prints the same text is reported as leaking: printing can
/// only make a verdict worse, never better.
public struct AppOutputCollector: Sendable {
  /// The line the Swift runtime (6.3) writes on standard error when the last copy of a
  /// `CheckedContinuation` goes away unresumed: `SWIFT TASK CONTINUATION MISUSE: f() leaked its
  /// continuation without resuming it. This may cause tasks waiting on it to remain suspended
  /// forever.`
  static let misuseMarker = Array("SWIFT TASK CONTINUATION MISUSE: ".utf8)
  static let leakedMarker = Array(" leaked its continuation without resuming it".utf8)
  /// How much of one line is kept for the search (the runtime's line is about 150 bytes).
  static let lineLimit = 4096

  private var shownInReplay = 0
  private var shown: [UInt8] = []
  private var omitted = 0
  /// The end of the line being written, for the search.
  private var line: [UInt8] = []
  /// The runtime's messages about dropped continuations in this step, in order, with their counts.
  private var dropped: [(message: String, count: Int)] = []

  /// A collector for a replay that has shown `alreadyShown` bytes so far.
  public init(alreadyShown: Int = 0) {
    shownInReplay = alreadyShown
  }

  /// A new replay starts: it shows its own first bytes.
  public mutating func startReplay() {
    shownInReplay = 0
    line = []
  }

  /// Takes the next bytes the app wrote in this step.
  public mutating func append(_ bytes: UnsafeRawBufferPointer) {
    let room = max(0, AppOutput.shownBytesPerReplay - shownInReplay - shown.count)
    shown.append(contentsOf: bytes.prefix(room))
    omitted += bytes.count - min(room, bytes.count)
    for byte in bytes {
      guard byte == 0x0A else {
        line.append(byte)
        continue
      }
      search(line)
      line.removeAll(keepingCapacity: true)
    }
    if line.count > Self.lineLimit { line.removeFirst(line.count - Self.lineLimit) }
  }

  /// Counts `count` more bytes the app wrote in this step, left unread.
  public mutating func skip(_ count: Int) {
    omitted += count
  }

  /// Ends the step `marker`: what it showed (nil when the app wrote nothing) and the leaks its
  /// output announced.
  public mutating func finishStep(at marker: StepMarker) -> (output: AppOutput?, leaks: [String]) {
    defer {
      shown = []
      omitted = 0
      dropped = []
    }
    if omitted > 0 { omitted += Self.trimIncompleteCharacter(&shown) }
    shownInReplay += shown.count
    let during =
      marker.source == StepMarker.tearDownSource
      ? "during the tear-down after this step" : "while running `\(marker.source)`"
    let leaks = dropped.map { message, count in
      "\(marker.location): the variant dropped a continuation without resuming it \(during): "
        + "\(message)\(count > 1 ? " (\(count) times)" : ""); the task waiting on it stays suspended forever"
    }
    guard !shown.isEmpty || omitted > 0 else { return (nil, leaks) }
    let output = AppOutput(
      step: marker.index, line: marker.line, source: marker.source,
      text: String(decoding: shown, as: UTF8.self), omittedBytes: omitted)
    return (output, leaks)
  }

  // MARK: - The runtime's message

  /// Notes the runtime's message about a dropped continuation, if `line` holds one.
  private mutating func search(_ line: [UInt8]) {
    guard let start = Self.range(of: Self.misuseMarker, in: line[...]),
      let end = Self.range(of: Self.leakedMarker, in: line[start.upperBound...])
    else { return }
    let message = CrashReport.sanitized(
      String(decoding: line[start.lowerBound..<end.upperBound], as: UTF8.self))
    if let index = dropped.firstIndex(where: { $0.message == message }) {
      dropped[index].count += 1
    } else {
      dropped.append((message, 1))
    }
  }

  private static func range(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Range<Int>? {
    guard haystack.count >= needle.count else { return nil }
    var start = haystack.startIndex
    while start + needle.count <= haystack.endIndex {
      if haystack[start] == needle[0], haystack[start..<(start + needle.count)].elementsEqual(needle) {
        return start..<(start + needle.count)
      }
      start += 1
    }
    return nil
  }

  /// Drops a character cut short at the end of `bytes` (where the shown part was cut); returns
  /// how many bytes it dropped.
  static func trimIncompleteCharacter(_ bytes: inout [UInt8]) -> Int {
    var start = bytes.count - 1
    while start >= 0, start > bytes.count - 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    guard start >= 0 else { return 0 }
    let lead = bytes[start]
    let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    let cut = start + length > bytes.count ? bytes.count - start : 0
    bytes.removeLast(cut)
    return cut
  }
}
