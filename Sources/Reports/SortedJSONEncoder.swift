/// Writes an `Encodable` value as `JSONEncoder` does with `.sortedKeys` and
/// `.withoutEscapingSlashes`, for values made of strings, integers, booleans, nils, arrays and
/// keyed structures — what `results.json` holds — straight into bytes: without `JSONEncoder`'s
/// intermediate values and the casts it makes at every value to find dates, URLs and data (about
/// 25 M of a six-variant run's parent's 660 M instructions). A floating-point number, or a value
/// that encodes nothing, throws ``Unsupported``: the caller then uses `JSONEncoder`.
enum SortedJSONEncoder {
  /// A value this encoder does not write (a floating-point number, an empty encoding).
  struct Unsupported: Error {}

  /// `value` as JSON bytes, keys sorted.
  static func bytes<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    let root = JSONNode()
    try value.encode(to: NodeEncoder(node: root))
    var bytes: [UInt8] = []
    try root.write(to: &bytes)
    return bytes
  }
}
