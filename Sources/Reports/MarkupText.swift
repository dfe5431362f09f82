/// Text made safe for HTML and XML (the HTML report is XHTML, so both rules hold): the five
/// special characters become references, and characters XML forbids (control characters such as
/// a terminal's escape codes in crash output) become U+FFFD.
enum MarkupText {
  /// `text` escaped for element content or an attribute value. In attributes, line breaks and
  /// tabs become character references so that parsers keep them.
  static func escape(_ text: String, isAttribute: Bool = false) -> String {
    // Most texts hold nothing to escape: they are handed back as they are.
    guard needsEscaping(text, isAttribute: isAttribute) else { return text }
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + text.utf8.count / 8)
    appendEscaped(text, isAttribute: isAttribute, to: &result)
    return String(decoding: result, as: UTF8.self)
  }

  /// Appends `text` escaped (as ``escape(_:isAttribute:)`` makes it) to the UTF-8 bytes of a
  /// document being written, without making a string of it first.
  static func append(escaping text: String, isAttribute: Bool = false, to result: inout [UInt8]) {
    guard needsEscaping(text, isAttribute: isAttribute) else {
      var text = text
      text.withUTF8 { result.append(contentsOf: $0) }
      return
    }
    appendEscaped(text, isAttribute: isAttribute, to: &result)
  }

  /// Appends `text` byte by byte with every escape applied; the callers have looked first
  /// whether it needs any (``needsEscaping(_:isAttribute:)``).
  private static func appendEscaped(_ text: String, isAttribute: Bool, to result: inout [UInt8]) {
    var text = text
    text.withUTF8 { bytes in
      var position = 0
      while position < bytes.count {
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): result.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'"): result.append(contentsOf: "&#39;".utf8)
        case UInt8(ascii: "\r"): result.append(contentsOf: "&#13;".utf8)
        case UInt8(ascii: "\n") where isAttribute: result.append(contentsOf: "&#10;".utf8)
        case UInt8(ascii: "\t") where isAttribute: result.append(contentsOf: "&#9;".utf8)
        case UInt8(ascii: "\n"), UInt8(ascii: "\t"): result.append(byte)
        case ..<0x20: result.append(contentsOf: replacement)
        case 0xEF where position + 1 < bytes.count && bytes[position] == 0xBF && bytes[position + 1] >= 0xBE:
          // U+FFFE and U+FFFF, which XML forbids (valid UTF-8: the only scalars it spells so).
          result.append(contentsOf: replacement)
          position += 2
        default: result.append(byte)
        }
      }
    }
  }

  /// U+FFFD in UTF-8: what a character XML forbids becomes.
  private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

  /// Whether `escape` would change `text`: a byte of a special character, of a control character,
  /// or the first byte of U+E000–U+FFFF (where U+FFFE and U+FFFF are), which then takes the long
  /// way. One pass over the UTF-8 bytes.
  private static func needsEscaping(_ text: String, isAttribute: Bool) -> Bool {
    let specials = isAttribute ? attributeSpecials : contentSpecials
    var text = text
    return text.withUTF8 { bytes in
      bytes.contains { byte in specials.contains(byte) || byte & 0xFE == 0xEE }
    }
  }

  /// The ASCII bytes element content escapes: the five specials and the control characters but
  /// line feed and tab.
  private static let contentSpecials = ASCIISet(
    Array("&<>\"'".utf8) + (0..<0x20).filter { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\t") })

  /// The ASCII bytes an attribute value escapes: the five specials and every control character.
  private static let attributeSpecials = ASCIISet(Array("&<>\"'".utf8) + Array(0..<0x20))

  /// XML 1.0's `Char` production: tab, line feed, carriage return, and U+0020 up, without the
  /// surrogates, U+FFFE and U+FFFF.
  static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
