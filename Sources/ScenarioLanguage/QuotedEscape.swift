/// The escapes of quoted text: `\"`, `\\`, `\n`, `\t` and `\u{…}` (one to eight hex digits of a
/// Unicode scalar value). Shared by both paths of ``LineTokenizer``.
enum QuotedEscape {
  /// The longest `\u{…}` a message shows whole: `\u{` eight digits `}`.
  private static let longestUnicodeEscape = 12

  /// Reads the escape whose backslash is the line's character `index` (from 0); `character(i)`
  /// gives the line's i-th character, nil past its end. Returns the scalar it stands for and how
  /// many characters it takes, or nil when the line ends right after the backslash.
  static func read(
    at index: Int, character: (Int) -> Character?
  ) throws(LineTokenizer.Failure) -> (scalar: Unicode.Scalar, length: Int)? {
    guard let escaped = character(index + 1) else { return nil }
    switch escaped {
    case "\"": return ("\"", 2)
    case "\\": return ("\\", 2)
    case "n": return ("\n", 2)
    case "t": return ("\t", 2)
    case "u": return try unicode(at: index, character: character)
    default: throw LineTokenizer.Failure(column: index + 1, problem: .unknownEscape("\\\(escaped)"))
    }
  }

  /// `\u{1F600}`: the braces, one to eight hex digits, a value that is a Unicode scalar.
  private static func unicode(
    at index: Int, character: (Int) -> Character?
  ) throws(LineTokenizer.Failure) -> (scalar: Unicode.Scalar, length: Int) {
    var written = "\\u"
    var offset = 2
    var digits = ""
    var closed = false
    while offset < longestUnicodeEscape, let next = character(index + offset), next != "\"" {
      written.append(next)
      offset += 1
      if offset == 3 {
        guard next == "{" else { break }
        continue
      }
      if next == "}" {
        closed = true
        break
      }
      digits.append(next)
    }
    guard closed, (1...8).contains(digits.count), digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
    else {
      throw LineTokenizer.Failure(column: index + 1, problem: .badUnicodeEscape(written))
    }
    return (scalar, offset)
  }
}
