import Domain
import Synchronization

/// The canonical text of a ``FavoriteTable`` as last made, with what it was made from: the
/// table's version, its products sorted, and the text of each run of ``chunkSize`` of them. A
/// table whose journal reaches back to the memo's version is patched: only the runs holding a
/// changed product are written again, and the text joined. Anything else (a product added or
/// forgotten, many changes, another copy's history) makes it afresh.
final class CanonicalTextMemo: Sendable {
  private struct Memo {
    var version: Int?
    var sorted: [ProductID] = []
    var chunks: [String] = []
    var text = ""
  }

  /// How many products one run of text holds.
  static let chunkSize = 256

  private let memo = Mutex(Memo())

  func text(for table: FavoriteTable) -> String {
    memo.withLock { memo in
      if let version = memo.version, let changed = table.changes(since: version),
        Self.patch(&memo, changed: changed, table: table)
      {
        memo.version = table.currentVersion
        return memo.text
      }
      Self.rebuild(&memo, states: table.states)
      memo.version = table.currentVersion
      return memo.text
    }
  }

  // MARK: - Making the text

  private static func rebuild(_ memo: inout Memo, states: [ProductID: Bool]) {
    memo.sorted = states.keys.sorted()
    memo.chunks = stride(from: 0, to: memo.sorted.count, by: chunkSize).map {
      render(memo.sorted[$0..<min($0 + chunkSize, memo.sorted.count)]) { states[$0] }
    }
    join(&memo)
  }

  /// Writes again the runs holding `changed`; false when a change is not a state flipped (a
  /// product added or forgotten) or there are too many to patch.
  private static func patch(_ memo: inout Memo, changed: [ProductID], table: FavoriteTable) -> Bool {
    guard !changed.isEmpty else { return true }
    guard changed.count <= max(16, memo.sorted.count / 8) else { return false }
    var dirty = Set<Int>()
    for id in changed {
      guard table[id] != nil, let position = position(of: id, in: memo.sorted) else { return false }
      dirty.insert(position / chunkSize)
    }
    for chunk in dirty {
      let start = chunk * chunkSize
      memo.chunks[chunk] = render(memo.sorted[start..<min(start + chunkSize, memo.sorted.count)]) {
        table[$0]
      }
    }
    join(&memo)
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

  private static func render(_ ids: ArraySlice<ProductID>, state: (ProductID) -> Bool?) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(ids.count * 12)
    for id in ids {
      if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
      bytes.append(contentsOf: id.rawValue.utf8)
      bytes.append(contentsOf: state(id) == true ? "=on".utf8 : "=off".utf8)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func join(_ memo: inout Memo) {
    guard !memo.chunks.isEmpty else {
      memo.text = "none"
      return
    }
    var text = ""
    text.reserveCapacity(memo.chunks.reduce(memo.chunks.count) { $0 + $1.utf8.count })
    for (index, chunk) in memo.chunks.enumerated() {
      if index > 0 { text += " " }
      text += chunk
    }
    memo.text = text
  }
}
