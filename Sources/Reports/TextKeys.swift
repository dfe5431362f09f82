import Foundation

/// Hashing and comparing text by its UTF-8 bytes, for the indexes of ``TraceTables``. `String`
/// hashes by Unicode canonical equivalence: every text that is not ASCII (a screen with a `★` in
/// it) is normalised as it is hashed, which was a third of building the tables. Looked up by their
/// bytes, texts that differ only in how an accent is written (`é` as one scalar, or as `e` and a
/// combining accent) are also kept apart, as they are written.
enum TextBytes {
  /// Whether `lhs` and `rhs` are the same bytes: at once when they share their storage.
  static func equal(_ lhs: String, _ rhs: String) -> Bool {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { left in
      rhs.withUTF8 { right in
        guard left.count == right.count, !left.isEmpty, left.baseAddress != right.baseAddress else {
          return left.count == right.count
        }
        return memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
      }
    }
  }

  /// Whether `lhs` and `rhs` hold the same texts, each the same bytes.
  static func equal(_ lhs: [String], _ rhs: [String]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in lhs.indices where !equal(lhs[index], rhs[index]) { return false }
    return true
  }

  /// Feeds a digest of `text`'s bytes (``digest(_:)``) to `hasher`.
  static func hash(_ text: String, into hasher: inout Hasher) {
    var text = text
    hasher.combine(text.withUTF8 { digest(UnsafeRawBufferPointer($0)) })
  }

  /// A 64-bit digest of `bytes` and their count, eight bytes at a time: one word for the
  /// `Hasher`, which otherwise took every byte of every screen through its rounds (the largest
  /// part of building the tables). A digest only spreads the keys over the buckets; equal keys are
  /// told apart by their bytes.
  static func digest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var digest = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    var offset = 0
    while offset + 8 <= bytes.count {
      digest =
        (digest ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      digest ^= digest >> 32
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    digest = (digest ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    return digest ^ (digest >> 29)
  }

  /// Feeds how many `texts` there are, then each, to `hasher`.
  static func hash(_ texts: [String], into hasher: inout Hasher) {
    hasher.combine(texts.count)
    for text in texts { hash(text, into: &hasher) }
  }
}

/// A screen text as a key of ``TraceTables``' index of screens: equal when its bytes are.
struct ScreenKey: Hashable {
  let text: String

  static func == (lhs: Self, rhs: Self) -> Bool { TextBytes.equal(lhs.text, rhs.text) }
  func hash(into hasher: inout Hasher) { TextBytes.hash(text, into: &hasher) }
}

/// A step's exported state (its lines) as a key: equal when each line's bytes are.
struct StateKey: Hashable {
  let lines: [String]

  static func == (lhs: Self, rhs: Self) -> Bool { TextBytes.equal(lhs.lines, rhs.lines) }
  func hash(into hasher: inout Hasher) { TextBytes.hash(lines, into: &hasher) }
}

/// A shared step as a key: equal when its numbers are and its texts are the same bytes.
struct SharedStepKey: Hashable {
  let step: SharedStep

  static func == (lhs: Self, rhs: Self) -> Bool {
    let (left, right) = (lhs.step, rhs.step)
    return left.index == right.index && left.line == right.line && left.screen == right.screen
      && left.state == right.state && TextBytes.equal(left.source, right.source)
      && TextBytes.equal(left.navigation, right.navigation) && TextBytes.equal(left.calls, right.calls)
      && TextBytes.equal(left.failures, right.failures)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(step.index)
    hasher.combine(step.line)
    hasher.combine(step.screen)
    hasher.combine(step.state)
    TextBytes.hash(step.source, into: &hasher)
    TextBytes.hash(step.navigation, into: &hasher)
    TextBytes.hash(step.calls, into: &hasher)
    TextBytes.hash(step.failures, into: &hasher)
  }
}
