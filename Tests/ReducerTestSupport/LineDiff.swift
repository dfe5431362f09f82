/// A line diff of two texts for failure messages: unchanged lines indented, lines only in the
/// expected text marked `−`, lines only in the actual text marked `+`; long unchanged runs are
/// shortened to `…`.
public enum LineDiff {
  public static func diff(expected: String, actual: String, context: Int = 2) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let lines = compare(old, new)
    let changed = lines.indices.filter { lines[$0].mark != " " }
    let kept = lines.indices.filter { index in changed.contains { abs($0 - index) <= context } }
    var output: [String] = []
    var last = -1
    for index in kept {
      if index > last + 1 { output.append("    …") }
      output.append("  \(lines[index].mark) \(lines[index].text)")
      last = index
    }
    if last < lines.count - 1 { output.append("    …") }
    return output.joined(separator: "\n")
  }

  private static func compare(_ old: [String], _ new: [String]) -> [(mark: Character, text: String)] {
    // Longest common subsequence, by dynamic programming from the ends.
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [(Character, String)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append((" ", old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
        result.append(("−", old[i]))
        i += 1
      } else {
        result.append(("+", new[j]))
        j += 1
      }
    }
    return result
  }
}
