import HarnessTestSupport
import Testing

@testable import Reports

/// `MarkupText.escape` hands a text with nothing to escape back as it is, and escapes every
/// other text as a scalar-by-scalar escaper does.
@Suite struct MarkupTextTests {
  /// The escaper scalar by scalar, as it was written before texts without special characters
  /// were handed back.
  private static func escapedByScalar(_ text: String, isAttribute: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\r": result += "&#13;"
      case "\n" where isAttribute: result += "&#10;"
      case "\t" where isAttribute: result += "&#9;"
      default: result.unicodeScalars.append(MarkupText.isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  @Test(arguments: [
    "", "plain text", "screen products.list \"Products\"", "a & b", "<b>", "x > y", "it's", "tab\there",
    "line\nbreak", "cr\r\nlf", "\u{1B}[31mred\u{1B}[0m", "nul \u{0} byte", "del \u{7F}", "é ♥ 🙂 中文",
    "\u{E000} private", "\u{FFFD} replacement", "\u{FFFE} not a character", "\u{FFFF}", "\u{10000}",
  ])
  func aTextEscapesAsItsScalarsDo(text: String) {
    for isAttribute in [false, true] {
      #expect(
        MarkupText.escape(text, isAttribute: isAttribute)
          == Self.escapedByScalar(text, isAttribute: isAttribute))
    }
  }

  /// Texts of characters drawn from every class the escaper tells apart, by a seeded generator.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func seededTextsEscapeAsTheirScalarsDo(seed: UInt64) {
    let beyondASCII: [Unicode.Scalar] = [
      "é", "\u{85}", "\u{D7FF}", "\u{E000}", "\u{EFFF}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{10000}", "🙂",
    ]
    let pool = (0..<0x80).compactMap(Unicode.Scalar.init) + beyondASCII
    var generator = SplitMix64(seed: seed)
    for _ in 0..<300 {
      var text = ""
      for _ in 0..<generator.next(upTo: 24) {
        text.unicodeScalars.append(pool[generator.next(upTo: pool.count)])
      }
      for isAttribute in [false, true] {
        #expect(
          MarkupText.escape(text, isAttribute: isAttribute)
            == Self.escapedByScalar(text, isAttribute: isAttribute), "\(text.debugDescription)")
      }
    }
  }
}
