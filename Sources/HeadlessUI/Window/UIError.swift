/// Why a user action could not be performed, in words a scenario author can act on.
public enum UIError: Error, Hashable, Sendable, CustomStringConvertible {
  case notLaunched
  case noElement(id: String, screen: String, visible: [String])
  case disabled(id: String)
  case wrongKind(id: String, kind: String, action: String, expected: String)
  case noBackControl(screen: String)
  case noModal(screen: String)
  case coveredByModal(action: String, modal: String)
  case unknownTab(id: String, tabs: [String])
  case unknownOption(id: String, option: String, options: [String])
  case noRow(id: String, lists: [String])

  public var description: String {
    switch self {
    case .notLaunched:
      "the app is not launched yet; start the scenario with `launch`"
    case .noElement(let id, let screen, let visible):
      "no element `\(id)` on screen `\(screen)`; "
        + (visible.isEmpty ? "nothing is visible" : "visible: \(UIError.list(visible))")
        + (Suggestion.closest(to: id, in: visible).map { "; did you mean `\($0)`?" } ?? "")
    case .disabled(let id):
      "`\(id)` is disabled"
    case .wrongKind(let id, let kind, let action, let expected):
      "`\(id)` is \(UIError.withArticle(kind)); only \(expected) can be \(action)"
    case .noBackControl(let screen):
      "no back control on screen `\(screen)`: it is the root of its stack"
    case .noModal(let screen):
      "no modal to swipe away; the screen is `\(screen)`"
    case .coveredByModal(let action, let modal):
      "cannot \(action): the modal `\(modal)` covers the tab bar"
    case .unknownTab(let id, let tabs):
      "no tab `\(id)`; tabs: \(tabs.joined(separator: ", "))"
        + (Suggestion.closest(to: id, in: tabs).map { "; did you mean `\($0)`?" } ?? "")
    case .unknownOption(let id, let option, let options):
      "`\(id)` has no option \"\(option)\"; options: \(options.map { "\"\($0)\"" }.joined(separator: ", "))"
    case .noRow(let id, let lists):
      lists.isEmpty
        ? "no row `\(id)`: no list is on screen"
        : "no row `\(id)` in \(lists.map { "`\($0)`" }.joined(separator: ", "))"
    }
  }

  /// "a label", "an activity".
  private static func withArticle(_ noun: String) -> String {
    ("aeiou".contains(noun.first ?? "x") ? "an " : "a ") + noun
  }

  private static func list(_ ids: [String]) -> String {
    ids.count <= 12 ? ids.joined(separator: ", ") : ids.prefix(12).joined(separator: ", ") + ", …"
  }
}

/// "Did you mean …?" by edit distance.
public enum Suggestion {
  /// Words longer than this get no suggestion: they are no typo, and comparing them would cost
  /// time in proportion to their length times the candidates'.
  public static let maximumLength = 64

  /// The candidate nearest to `word`, if it is close enough to be a likely typo; never `word`
  /// itself, and nothing for a word longer than ``maximumLength`` characters.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    guard word.prefix(maximumLength + 1).count <= maximumLength else { return nil }
    let limit = max(2, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      guard abs(candidate.count - word.count) <= limit else { continue }
      let distance = distance(word, candidate)
      if distance > 0, distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// Levenshtein distance over characters (grapheme clusters).
  public static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
