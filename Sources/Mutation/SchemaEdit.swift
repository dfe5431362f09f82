/// One change the schema makes to a source file: text wrapped around a range (a guarded
/// alternative), or a range replaced.
struct SchemaEdit {
  enum Kind {
    case wrap(prefix: String, suffix: String)
    case replace(String)
  }

  let range: Range<Int>
  let kind: Kind

  /// Applies `edits` to `bytes`. Replaced ranges never overlap; a wrap's ends never fall inside a
  /// replaced range. Wraps of the same range nest in the order given (the first is outermost).
  static func apply(_ edits: [SchemaEdit], to bytes: [UInt8]) -> [UInt8] {
    var openers: [Int: [(end: Int, order: Int, text: String)]] = [:]
    var closers: [Int: [(start: Int, order: Int, text: String)]] = [:]
    var replacements: [Int: (end: Int, text: String)] = [:]
    for (order, edit) in edits.enumerated() {
      switch edit.kind {
      case .wrap(let prefix, let suffix):
        openers[edit.range.lowerBound, default: []].append((edit.range.upperBound, order, prefix))
        closers[edit.range.upperBound, default: []].append((edit.range.lowerBound, order, suffix))
      case .replace(let text):
        replacements[edit.range.lowerBound] = (edit.range.upperBound, text)
      }
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + edits.count * 24)
    var position = 0
    while position <= bytes.count {
      // Inner wraps close first: the one that started last, or was given last.
      for closer in (closers[position] ?? []).sorted(by: { ($0.start, $0.order) > ($1.start, $1.order) }) {
        output += Array(closer.text.utf8)
      }
      // Outer wraps open first: the one that ends last, or was given first.
      for opener in (openers[position] ?? []).sorted(by: { ($0.end, -$0.order) > ($1.end, -$1.order) }) {
        output += Array(opener.text.utf8)
      }
      guard position < bytes.count else { break }
      if let replacement = replacements[position] {
        output += Array(replacement.text.utf8)
        position = replacement.end
      } else {
        output.append(bytes[position])
        position += 1
      }
    }
    return output
  }
}
