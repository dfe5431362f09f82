/// One part of a corpus split across machines: `index` of `count`, counting from 1 (`2/4`).
/// Scenarios are dealt round-robin in path order, so the shards of one corpus are disjoint, cover
/// it, and differ in size by at most one; all variants of a scenario stay in one shard.
public struct Shard: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
  public var index: Int
  public var count: Int

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Parses `2/4`; nil unless 1 ≤ index ≤ count.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
    else { return nil }
    self.init(index: index, count: count)
  }

  /// The elements of `sorted` (in path order) that belong to this shard.
  public func select<Element>(from sorted: [Element]) -> [Element] {
    sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }

  public var description: String { "\(index)/\(count)" }
}
