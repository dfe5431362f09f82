/// "Did you mean …?": the candidate nearest to a misspelt word, by edit distance over characters.
enum Suggestion {
  /// Words longer than this get no suggestion: they are not typos of a keyword or a file name, and
  /// comparing them would cost time in proportion to their length times the candidates'.
  static let maximumLength = 64

  /// Whether `word` is short enough to look for a suggestion (looks at most at its first
  /// ``maximumLength`` + 1 characters).
  static func isShortEnough(_ word: String) -> Bool {
    word.utf8.count <= maximumLength || word.prefix(maximumLength + 1).count <= maximumLength
  }

  /// The closest candidate when it is near enough to be a likely typo: at most one edit per three
  /// characters of the word (at least one), counting a swap of neighbours as one edit. Never the
  /// word itself, and nothing for a word longer than ``maximumLength``.
  static func closest(to word: String, in candidates: [String]) -> String? {
    guard isShortEnough(word) else { return nil }
    let characters = Array(word)
    let limit = max(1, characters.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let other = Array(candidate)
      guard abs(other.count - characters.count) <= limit else { continue }
      let distance = editDistance(characters, other)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and transpositions.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    editDistance(Array(lhs), Array(rhs))
  }

  /// The distance over characters (grapheme clusters), so `é` written either way is one character.
  /// Three rows of the table are kept, not the whole table.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, beforePrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
