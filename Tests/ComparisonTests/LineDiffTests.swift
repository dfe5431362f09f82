import HarnessTestSupport
import Testing

@testable import Comparison

/// The line diff of a divergent step: a correct diff always, the shortest one (a longest common
/// subsequence kept) whenever the changed middle fits its table, and quick on any size.
@Suite struct LineDiffTests {
  @Test func oneChangedLineIsShownRemovedThenAddedWithItsNeighbours() {
    let expected = ["screen products.list", "  row p1", "  label p1.name \"Apples\"", "  row p2", "  row p3"]
    var actual = expected
    actual[2] = "  label p1.name \"Pears\""
    #expect(
      LineDiff.hunks(expected: expected, actual: actual) == [
        "    row p1", "-   label p1.name \"Apples\"", "+   label p1.name \"Pears\"", "    row p2",
      ])
  }

  @Test func changesFarApartAreTwoHunksWithAGapBetween() {
    let expected = (1...9).map { "row \($0)" }
    var actual = expected
    actual[1] = "row two"
    actual[7] = "row eight"
    #expect(
      LineDiff.hunks(expected: expected, actual: actual) == [
        "  row 1", "- row 2", "+ row two", "  row 3", "…", "  row 7", "- row 8", "+ row eight", "  row 9",
      ])
  }

  @Test func identicalSidesHaveNoHunks() {
    #expect(LineDiff.hunks(expected: ["a", "b"], actual: ["a", "b"]).isEmpty)
  }

  /// Random sides from a small alphabet (so lines repeat, as rows and labels do).
  @Test(arguments: 0..<4)
  func randomSidesGiveACorrectShortestDiff(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    func side() -> [String] {
      (0..<random.next(upTo: 14)).map { _ in ["a", "b", "c", "row"][random.next(upTo: 4)] }
    }
    for _ in 0..<200 {
      let expected = side()
      let actual = random.next(upTo: 3) == 0 ? expected + side() : side()
      let lines = LineDiff.lines(expected: expected, actual: actual)
      #expect(Self.sides(of: lines).expected == expected)
      #expect(Self.sides(of: lines).actual == actual)
      #expect(
        lines.count { if case .same = $0 { true } else { false } } == Self.commonLength(expected, actual))
    }
  }

  @Test func hugeSidesThatDifferThroughoutAreShownRemovedThenAdded() {
    let expected = (0..<5_000).map { "  row e\($0)" }
    let actual = ["screen"] + (0..<5_000).map { "  row a\($0)" } + ["end"]
    let lines = LineDiff.lines(expected: ["screen"] + expected + ["end"], actual: actual)
    #expect(lines.first == .same("screen") && lines.last == .same("end"))
    #expect(lines.dropFirst().prefix(5_000).allSatisfy { if case .removed = $0 { true } else { false } })
    #expect(Self.sides(of: lines).actual == actual)
    #expect(5_000 * 5_000 > LineDiff.largestTable)
  }

  /// The two sides a diff's lines stand for.
  static func sides(of lines: [LineDiff.Line]) -> (expected: [String], actual: [String]) {
    var expected: [String] = []
    var actual: [String] = []
    for line in lines {
      switch line {
      case .same(let text):
        expected.append(text)
        actual.append(text)
      case .removed(let text): expected.append(text)
      case .added(let text): actual.append(text)
      }
    }
    return (expected, actual)
  }

  /// The length of a longest common subsequence, by the textbook recursion (memoized).
  static func commonLength(_ a: [String], _ b: [String]) -> Int {
    var memo: [Int: Int] = [:]
    func length(_ i: Int, _ j: Int) -> Int {
      if i == a.count || j == b.count { return 0 }
      if let known = memo[i * 1_000 + j] { return known }
      let value = a[i] == b[j] ? length(i + 1, j + 1) + 1 : max(length(i + 1, j), length(i, j + 1))
      memo[i * 1_000 + j] = value
      return value
    }
    return length(0, 0)
  }
}
