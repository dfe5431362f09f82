/// What one test observed, in order: lifecycle calls, delegate messages, control events.
@MainActor
final class Journal {
  private(set) var entries: [String] = []

  func record(_ entry: String) { entries.append(entry) }

  /// The entries since the last call; forgets them.
  func take() -> [String] {
    defer { entries.removeAll() }
    return entries
  }
}
