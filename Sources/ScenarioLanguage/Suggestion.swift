/// "Did you mean …?": the candidate nearest to a misspelt word, by edit distance.
enum Suggestion {
  /// The closest candidate when it is near enough to be a likely typo: at most one edit per three
  /// characters of the word (at least one), counting a swap of neighbours as one edit.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = max(1, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(word, candidate)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and transpositions.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, table[i - 2][j - 2] + 1)
        }
        table[i][j] = value
      }
    }
    return table[a.count][b.count]
  }
}
