/// How many lines one sequence of lines lost and gained to become another: the lines outside a
/// longest common subsequence, found with Myers's O((N+M)·D) algorithm (D the number of lines
/// that differ), so a small change to a large file costs little.
public enum LineDiff {
  /// Lines of `before` not kept in `after` (removed) and lines of `after` not in `before` (added).
  /// A changed line is one removed plus one added.
  public static func count(before: [String], after: [String]) -> (removed: Int, added: Int) {
    var ids: [String: Int] = [:]
    func id(_ line: String) -> Int {
      if let id = ids[line] { return id }
      ids[line] = ids.count
      return ids.count - 1
    }
    let a = before.map(id)
    let b = after.map(id)
    let differing = shortestEditLength(a, b)
    let common = (a.count + b.count - differing) / 2
    return (a.count - common, b.count - common)
  }

  /// The fewest lines removed plus added that turn `a` into `b`.
  static func shortestEditLength(_ a: [Int], _ b: [Int]) -> Int {
    let n = a.count
    let m = b.count
    let limit = n + m
    guard limit > 0 else { return 0 }
    // furthest[k + limit]: the furthest x reached on diagonal k (y = x - k).
    var furthest = [Int](repeating: 0, count: 2 * limit + 2)
    for d in 0...limit {
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && furthest[k - 1 + limit] < furthest[k + 1 + limit])
          ? furthest[k + 1 + limit] : furthest[k - 1 + limit] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        furthest[k + limit] = x
        if x >= n, y >= m { return d }
      }
    }
    return limit
  }
}
