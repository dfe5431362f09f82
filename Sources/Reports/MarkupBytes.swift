/// A markup document's bytes as they are written: texts appended as UTF-8, attributes escaped.
struct MarkupBytes {
  var bytes: [UInt8] = []

  /// Appends `text`'s UTF-8 as it is.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends ` name="value"` for each attribute, its value escaped (``MarkupText``).
  mutating func appendAttributes(_ attributes: [(String, String)]) {
    for (name, value) in attributes {
      bytes.append(UInt8(ascii: " "))
      append(name)
      bytes.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
      append(MarkupText.escape(value, isAttribute: true))
      bytes.append(UInt8(ascii: "\""))
    }
  }
}
