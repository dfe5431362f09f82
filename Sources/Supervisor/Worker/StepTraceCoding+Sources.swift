/// The sources of `STEPTRACE` lines, shared: a run replays each scenario on every variant, so
/// the supervisor reads each step's source line as many times; one string serves them all.
extension StepTraceCoding {
  /// The text of the source field `field` of step `index`: the string in `sources` at `index`
  /// when the field (without escapes) spells it, else unescaped anew and kept there.
  static func source(_ field: UnsafeBufferPointer<UInt8>, at index: Int, sources: inout [String]) -> String? {
    let keeps = index >= 0 && index < 4096
    if keeps, index < sources.count, field.offset(of: backslash) == nil,
      field.equals(utf8: sources[index])
    {
      return sources[index]
    }
    guard let text = unescape(field) else { return nil }
    if keeps {
      if index >= sources.count { sources += repeatElement("", count: index + 1 - sources.count) }
      sources[index] = text
    }
    return text
  }
}
