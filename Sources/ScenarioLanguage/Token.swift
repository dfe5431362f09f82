/// A word or a quoted text of one scenario line.
struct Token: Equatable, Sendable {
  /// The word, or the quoted text with its escapes resolved and without its quotes.
  let text: String
  /// The column of the token's first character (the opening quote of a quoted text).
  let column: Int
  /// The column just after the token's last character.
  let endColumn: Int
  /// Whether the token was written in double quotes.
  let isQuoted: Bool

  /// The token as the user wrote it, for messages (quoted text keeps its quotes).
  var written: String { isQuoted ? "\"\(text)\"" : text }
}

/// One scenario line cut into tokens, without its comment.
struct TokenizedLine: Sendable {
  let tokens: [Token]
  /// The line without its comment and surrounding spaces.
  let content: String
  /// The column where `content` starts.
  let contentColumn: Int
}
