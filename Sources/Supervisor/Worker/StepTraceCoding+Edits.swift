import Foundation
import Traces

/// The `~EDITS` form of a changed text: a few edits, found greedily, when they are shorter than
/// the text.
extension StepTraceCoding {
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
      // The stretch that matches, ending on a character boundary of `new`: eight bytes at a time
      // while they all match (a screen's text matches the step before's for long stretches),
      // then byte by byte.
      let runStart = j
      while i + 8 <= oldEnd, j + 8 <= newEnd,
        UnsafeRawPointer(old.baseAddress! + i).loadUnaligned(as: UInt64.self)
          == UnsafeRawPointer(new.baseAddress! + j).loadUnaligned(as: UInt64.self)
      {
        i += 8
        j += 8
      }
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
    let (oldBase, newBase) = (old.baseAddress, new.baseAddress)
    let oldLeft = oldEnd - i
    let newLeft = newEnd - j
    // Locals and plain comparisons in the inner loop: a debug build calls a static's accessor and
    // a generic `min` each time, and this loop runs at every difference between a step's text and
    // the one before.
    let window = resyncLength
    for distance in 1...resyncDistance {
      budget -= distance + 1
      guard budget > 0 else { return nil }
      for a in 0...distance {
        let b = distance - a
        guard a <= oldLeft, b <= newLeft else { continue }
        if a == oldLeft, b == newLeft { return (a, b) }
        var length = oldLeft - a < newLeft - b ? oldLeft - a : newLeft - b
        if window < length { length = window }
        guard length == window || (oldLeft - a == newLeft - b) else { continue }
        // The first bytes compared before calling `memcmp`: most places differ there at once.
        guard length > 0, oldBase![i + a] == newBase![j + b],
          memcmp(oldBase! + i + a, newBase! + j + b, length) == 0
        else { continue }
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

  // MARK: - Applying

  /// `old` with the edits of a `~` field applied; nil when they are malformed or do not fit.
  static func apply(edits field: UnsafeBufferPointer<UInt8>, to old: String) -> String? {
    let oldBytes = Array(old.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(oldBytes.count + field.count)
    var cursor = 0
    var position = 0
    func number() -> Int? {
      guard let comma = field[position...].firstIndex(of: UInt8(ascii: ",")),
        let value = integer(UnsafeBufferPointer(rebasing: field[position..<comma])), value >= 0
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
}
