/// A line-by-line diff (the longest common subsequence of what lies between the lines both sides
/// start and end with), shown like `diff -u` without headers:
/// `  ` for context, `- ` for lines only in the expected side, `+ ` for lines only in the actual.
public enum LineDiff {
  public enum Line: Equatable, Sendable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The most cells the table of the longest common subsequence may have (the lines between the
  /// common first and last lines of both sides, multiplied): 8 MB. Beyond it the changed middle is
  /// shown as removed, then added — still a correct diff, never a minimal one — so that two huge
  /// screens that differ throughout cost neither minutes nor gigabytes.
  public static let largestTable = 1 << 20

  /// Every line of both sides, marked.
  public static func lines(expected: [String], actual: [String]) -> [Line] {
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
      expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
      suffix += 1
    }
    let middle = middleLines(
      expected: expected[prefix..<(expected.count - suffix)], actual: actual[prefix..<(actual.count - suffix)]
    )
    return expected[..<prefix].map(Line.same) + middle + expected[(expected.count - suffix)...].map(Line.same)
  }

  /// The lines of two sides that share no first or last line: the longest common subsequence,
  /// in a table of one row per line of `expected`.
  private static func middleLines(expected: ArraySlice<String>, actual: ArraySlice<String>) -> [Line] {
    let expected = Array(expected)
    let actual = Array(actual)
    let n = expected.count
    let m = actual.count
    guard n > 0, m > 0, n * m <= largestTable else {
      return expected.map(Line.removed) + actual.map(Line.added)
    }
    // table[i * width + j]: the longest common subsequence of expected[i...] and actual[j...].
    let width = m + 1
    var table = [Int](repeating: 0, count: (n + 1) * width)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i * width + j] =
          expected[i] == actual[j]
          ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, expected[i] == actual[j] {
        result.append(.same(expected[i]))
        i += 1
        j += 1
      } else if i < n, j == m || table[(i + 1) * width + j] >= table[i * width + j + 1] {
        result.append(.removed(expected[i]))
        i += 1
      } else {
        result.append(.added(actual[j]))
        j += 1
      }
    }
    return result
  }

  /// Only the changed lines, with `context` unchanged lines around each change; `…` marks a gap.
  public static func hunks(expected: [String], actual: [String], context: Int = 1) -> [String] {
    let all = lines(expected: expected, actual: actual)
    var keep = [Bool](repeating: false, count: all.count)
    for (index, line) in all.enumerated() {
      if case .same = line { continue }
      for nearby in max(0, index - context)...min(all.count - 1, index + context) { keep[nearby] = true }
    }
    var output: [String] = []
    var previous: Int?
    for index in all.indices where keep[index] {
      if let previous, index > previous + 1 { output.append("…") }
      switch all[index] {
      case .same(let text): output.append("  " + text)
      case .removed(let text): output.append("- " + text)
      case .added(let text): output.append("+ " + text)
      }
      previous = index
    }
    return output
  }
}
