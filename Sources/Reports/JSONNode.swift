/// A JSON value under construction: a container's members are filled in as `encode(to:)` runs,
/// and written once the whole value has been encoded.
final class JSONNode {
  enum Content {
    case unset
    case string(String)
    case integer(Int)
    case scalar([UInt8])
    case object([(key: String, node: JSONNode)])
    case array([JSONNode])
  }

  var content = Content.unset

  func write(to bytes: inout [UInt8]) throws {
    switch content {
    case .unset: throw SortedJSONEncoder.Unsupported()
    case .string(let string): TraceJSONWriter.appendString(string, to: &bytes)
    case .integer(let integer): bytes.append(contentsOf: String(integer).utf8)
    case .scalar(let scalar): bytes.append(contentsOf: scalar)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        try element.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      // Sorted by key (a stable sort); of members with the same key, the last one set counts.
      let sorted = members.sorted { $0.key < $1.key }
      var first = true
      for (index, member) in sorted.enumerated() {
        if index + 1 < sorted.count, sorted[index + 1].key == member.key { continue }
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        TraceJSONWriter.appendString(member.key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        try member.node.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  func append(_ key: String, _ node: JSONNode) {
    guard case .object(var members) = content else {
      content = .object([(key, node)])
      return
    }
    content = .unset
    members.append((key, node))
    content = .object(members)
  }

  func append(_ node: JSONNode) {
    guard case .array(var elements) = content else {
      content = .array([node])
      return
    }
    content = .unset
    elements.append(node)
    content = .array(elements)
  }

  // MARK: Scalars

  static func string(_ value: String) -> JSONNode {
    let node = JSONNode()
    node.content = .string(value)
    return node
  }

  static func integer(_ value: Int) -> JSONNode {
    let node = JSONNode()
    node.content = .integer(value)
    return node
  }

  static func integer(_ value: some BinaryInteger) -> JSONNode { scalar(Array(String(value).utf8)) }

  static func bool(_ value: Bool) -> JSONNode { scalar(Array((value ? "true" : "false").utf8)) }

  static let null = Array("null".utf8)

  static func scalar(_ bytes: [UInt8]) -> JSONNode {
    let node = JSONNode()
    node.content = .scalar(bytes)
    return node
  }

  /// The node for a value given to a container: a scalar written at once, anything else encoded
  /// into a node of its own.
  static func encoding<Value: Encodable>(_ value: Value) throws -> JSONNode {
    // Compared as types, not cast: a cast is what made `JSONEncoder` slow.
    if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
    if Value.self == Int.self { return .integer(unsafeBitCast(value, to: Int.self)) }
    if Value.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
    let node = JSONNode()
    try value.encode(to: NodeEncoder(node: node))
    return node
  }
}
