import Testing

@testable import ChangeCost

/// The diff counts the lines outside a longest common subsequence, exactly.
@Suite struct LineDiffTests {
  @Test(
    arguments: [
      ([], [], 0, 0),
      (["a", "b", "c"], ["a", "b", "c"], 0, 0),
      (["a", "b", "c"], ["a", "x", "c"], 1, 1),
      (["a", "b"], ["a", "b", "c", "d"], 0, 2),
      (["a", "b", "c"], [], 3, 0),
      (["a", "b", "c", "a", "b"], ["b", "a", "c", "b", "a"], 2, 2),
    ])
  func countsRemovedAndAddedLines(before: [String], after: [String], removed: Int, added: Int) {
    let counted = LineDiff.count(before: before, after: after)
    #expect(counted.removed == removed)
    #expect(counted.added == added)
  }

  /// The textbook dynamic program, slow but plainly right.
  static func lcsLength(_ a: [String], _ b: [String]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
      for j in b.indices.reversed() {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  @Test(arguments: 1...40)
  func agreesWithTheTextbookLongestCommonSubsequence(seed: UInt64) {
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let alphabet = ["a", "b", "c", "d"]
    let a = (0..<next(30)).map { _ in alphabet[next(4)] }
    let b = (0..<next(30)).map { _ in alphabet[next(4)] }
    let common = Self.lcsLength(a, b)
    let counted = LineDiff.count(before: a, after: b)
    #expect(counted.removed == a.count - common)
    #expect(counted.added == b.count - common)
  }
}
