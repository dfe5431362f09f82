/// A small scanner for Swift source text: it drops comments (`//`, `///`, and nested `/* */`
/// blocks), knows string literals (so `"//"` is not a comment; single-line, multi-line, raw,
/// with interpolations), counts the lines that hold code, and counts type and protocol
/// declarations in what is left (see ``DeclarationCounter``).
///
/// It is not a parser: a `//` or `/*` inside a regular-expression literal is taken for a comment.
public enum SourceScanner {
  /// Counts the code lines, types and protocols of `text`.
  public static func scan(_ text: String) -> SourceScan {
    let stripped = strip(text)
    let counts = DeclarationCounter.count(in: stripped.code)
    return SourceScan(codeLines: stripped.codeLines, types: counts.types, protocols: counts.protocols)
  }

  /// The number of lines of `text` that hold code (string contents count; comments do not).
  public static func codeLineCount(_ text: String) -> Int { strip(text).codeLines }

  /// The lines of `text` that hold code, in order, each without its comments and without its
  /// whitespace (string contents stay, as written): what a line-by-line comparison of two
  /// versions of a file compares, so that a changed comment or indentation is no change.
  public static func codeLines(of text: String) -> [String] {
    let code = strip(text, keepingStrings: true).code
    return code.split(separator: SourceByte.newline, omittingEmptySubsequences: true).compactMap { line in
      let kept = line.filter { !SourceByte.isWhitespace($0) }
      return kept.isEmpty ? nil : String(decoding: kept, as: UTF8.self)
    }
  }
}
