import Traces

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The step records of a scenario's first replay in a worker's stream, kept while the worker
/// replays that scenario on its other variants: variants that agree send the same line for a step
/// but for its app time, and such a line is then the record read before, compared byte for byte
/// instead of decoded again. The record handed back shares its strings with the first replay's,
/// so the comparisons and the reports that follow find the two equal at once.
///
/// A line written as changes stands for the record read before only if the step before it is the
/// record kept for that step too: an entry is kept, and used, only along an unbroken run of such
/// steps from the replay's first (``StepTraceCoding`` sends a step in full when it has no step
/// before).
struct StepRecordMemo {
  /// A step's line, where its app time is, and the record it was read as.
  private struct Entry {
    var line: [UInt8]
    var appTime: Range<Int>
    /// Whether the line was read against the step before (`index - 1` of the same replay).
    var hasReference: Bool
    var step: StepTrace
  }

  /// The scenario whose records are kept.
  private var scenario: String?
  /// The records of that scenario, by step index.
  private var entries: [Entry?] = []
  /// The index of the last step of the current replay that is the entry kept for it; -1 when
  /// the replay has none yet or left the run.
  private var lastKept = -1

  /// How many records a memo keeps at most: a replay's steps past it are always decoded.
  static let stepLimit = 4096

  /// A new replay of `path` starts: the records kept for another scenario are let go.
  mutating func startReplay(of path: String) {
    if path != scenario {
      scenario = path
      entries.removeAll(keepingCapacity: true)
    }
    lastKept = -1
  }

  /// A line of the current replay could not be read: what follows it is not in the run.
  mutating func breakRun() {
    lastKept = -1
  }

  /// The record kept for step `index` when `line` (whose app time is at `appTime`) is the line it
  /// was read from, but for the app time, and is read the same way (against the step before, as
  /// `hasReference` says, that step being the one kept).
  mutating func record(
    at index: Int, line: UnsafeBufferPointer<UInt8>, appTime: Range<Int>, hasReference: Bool
  ) -> StepTrace? {
    guard index >= 0, index < entries.count, let entry = entries[index], entry.hasReference == hasReference,
      !hasReference || lastKept == index - 1,
      Self.equal(line, 0..<appTime.lowerBound, entry.line, 0..<entry.appTime.lowerBound),
      Self.equal(
        line, appTime.upperBound..<line.count, entry.line, entry.appTime.upperBound..<entry.line.count)
    else { return nil }
    lastKept = index
    return entry.step
  }

  /// `step` was decoded from `line`: kept when it continues the run of kept records, and no
  /// record is kept for its index yet.
  mutating func decoded(
    _ step: StepTrace, at index: Int, line: UnsafeBufferPointer<UInt8>, appTime: Range<Int>,
    hasReference: Bool
  ) {
    guard index >= 0, index < Self.stepLimit, !hasReference || lastKept == index - 1 else {
      lastKept = -1
      return
    }
    if index < entries.count, entries[index] != nil {
      // Another line than the one kept: this replay differs from the first here.
      lastKept = -1
      return
    }
    if index >= entries.count { entries += repeatElement(nil, count: index + 1 - entries.count) }
    entries[index] = Entry(line: Array(line), appTime: appTime, hasReference: hasReference, step: step)
    lastKept = index
  }

  /// Whether `a[aRange]` and `b[bRange]` hold the same bytes.
  private static func equal(
    _ a: UnsafeBufferPointer<UInt8>, _ aRange: Range<Int>, _ b: [UInt8], _ bRange: Range<Int>
  ) -> Bool {
    guard aRange.count == bRange.count else { return false }
    guard !aRange.isEmpty else { return true }
    guard let a = a.baseAddress else { return false }
    return b.withUnsafeBufferPointer { b in
      guard let b = b.baseAddress else { return false }
      return memcmp(a + aRange.lowerBound, b + bRange.lowerBound, aRange.count) == 0
    }
  }
}
