import Foundation

/// The package's source files as the structure tests read them (module boundaries, platform
/// checks): searched by the C library. `String.contains` goes through `NSString` on Linux, once
/// per call, which for every line of every file took most of those tests' time in a debug build.
enum SourceText {
  /// Whether `text` contains `word` (neither holds a NUL byte).
  static func contains(_ text: some StringProtocol, _ word: String) -> Bool {
    String(text).withCString { strstr($0, word) != nil }
  }

  /// Whether `text` contains any of `words`.
  static func containsAny(_ text: some StringProtocol, of words: [String]) -> Bool {
    words.contains { contains(text, $0) }
  }
}
