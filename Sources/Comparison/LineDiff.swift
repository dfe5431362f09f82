/// A line-by-line diff (longest common subsequence), shown like `diff -u` without headers:
/// `  ` for context, `- ` for lines only in the expected side, `+ ` for lines only in the actual.
public enum LineDiff {
  public enum Line: Equatable, Sendable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// Every line of both sides, marked.
  public static func lines(expected: [String], actual: [String]) -> [Line] {
    let n = expected.count
    let m = actual.count
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          expected[i] == actual[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
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
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
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
    let changed = all.indices.filter { if case .same = all[$0] { false } else { true } }
    guard !changed.isEmpty else { return [] }
    var keep = Set<Int>()
    for index in changed {
      for nearby in max(0, index - context)...min(all.count - 1, index + context) { keep.insert(nearby) }
    }
    var output: [String] = []
    var previous: Int?
    for index in keep.sorted() {
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
