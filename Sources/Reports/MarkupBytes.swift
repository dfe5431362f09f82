/// A markup document's bytes as they are written: texts appended as UTF-8, attributes escaped.
struct MarkupBytes {
  var bytes: [UInt8] = []

  /// Appends `text`'s UTF-8 as it is.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends `text` escaped for element content (``MarkupText``).
  mutating func appendEscaped(_ text: String) { MarkupText.append(escaping: text, to: &bytes) }

  /// Appends ` name="value"` for each attribute, its value escaped (``MarkupText``).
  mutating func appendAttributes(_ attributes: [(String, String)]) {
    for (name, value) in attributes {
      bytes.append(UInt8(ascii: " "))
      append(name)
      bytes.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
      MarkupText.append(escaping: value, isAttribute: true, to: &bytes)
      bytes.append(UInt8(ascii: "\""))
    }
  }

  /// The document as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
