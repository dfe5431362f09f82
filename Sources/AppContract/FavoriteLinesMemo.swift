import Domain
import Synchronization

/// The canonical lines of a ``FavoriteTable``'s states as last made, with what they were made
/// from: the table's version and its products sorted. Each line holds a run of ``runLength``
/// products, so that a change writes one line again, not the text of every product: a table whose
/// journal reaches back to the memo's version is patched (only the lines holding a changed
/// product are made again; the others stay the same strings). Anything else (a product added or
/// forgotten, many changes, another copy's history) makes them afresh.
final class FavoriteLinesMemo: Sendable {
  private struct Memo {
    var version: Int?
    var sorted: [ProductID] = []
    var lines: [String] = []
  }

  /// How many products one line holds.
  static let runLength = 256
  /// What each line starts with.
  static let prefix = "favorites: "

  private let memo = Mutex(Memo())

  /// The lines of `table`'s states; none when it has no state.
  func lines(for table: FavoriteTable) -> [String] {
    memo.withLock { memo in
      if let version = memo.version, let changed = table.changes(since: version),
        Self.patch(&memo, changed: changed, table: table)
      {
        memo.version = table.currentVersion
        return memo.lines
      }
      memo.sorted = table.states.keys.sorted()
      memo.lines = Self.lines(of: memo.sorted) { table[$0] }
      memo.version = table.currentVersion
      return memo.lines
    }
  }

  // MARK: - Making the lines

  /// The lines of `sorted`'s states, ``runLength`` products a line.
  static func lines(of sorted: [ProductID], state: (ProductID) -> Bool?) -> [String] {
    stride(from: 0, to: sorted.count, by: runLength).map {
      line(sorted[$0..<min($0 + runLength, sorted.count)], state: state)
    }
  }

  /// Writes again the lines holding `changed`; false when a change is not a state flipped (a
  /// product added or forgotten) or there are too many to patch.
  private static func patch(_ memo: inout Memo, changed: [ProductID], table: FavoriteTable) -> Bool {
    guard !changed.isEmpty else { return true }
    guard changed.count <= max(16, memo.sorted.count / 8) else { return false }
    var dirty = Set<Int>()
    for id in changed {
      guard table[id] != nil, let position = position(of: id, in: memo.sorted) else { return false }
      dirty.insert(position / runLength)
    }
    for run in dirty {
      let start = run * runLength
      memo.lines[run] = line(memo.sorted[start..<min(start + runLength, memo.sorted.count)]) { table[$0] }
    }
    return true
  }

  private static func position(of id: ProductID, in sorted: [ProductID]) -> Int? {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] == id ? low : nil
  }

  private static func line(_ ids: ArraySlice<ProductID>, state: (ProductID) -> Bool?) -> String {
    var bytes = Array(prefix.utf8)
    bytes.reserveCapacity(prefix.utf8.count + ids.count * 12)
    for (offset, id) in ids.enumerated() {
      if offset > 0 { bytes.append(UInt8(ascii: " ")) }
      bytes.append(contentsOf: id.rawValue.utf8)
      bytes.append(contentsOf: state(id) == true ? "=on".utf8 : "=off".utf8)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
