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
      appendValue(value)
    }
  }

  /// Appends ` name="value"`, the value escaped (``MarkupText``): one attribute without an array
  /// of them, for the attributes a document writes hundreds of times.
  mutating func appendAttribute(_ name: StaticString, _ value: String) {
    bytes.append(UInt8(ascii: " "))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    appendValue(value)
  }

  /// Appends `="value"`, the value escaped for an attribute.
  private mutating func appendValue(_ value: String) {
    bytes.append(UInt8(ascii: "="))
    bytes.append(UInt8(ascii: "\""))
    MarkupText.append(escaping: value, isAttribute: true, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// The document as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
