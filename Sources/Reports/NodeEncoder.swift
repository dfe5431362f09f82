/// The `Encoder` ``SortedJSONEncoder`` hands a value: its containers fill `node`.
struct NodeEncoder: Encoder {
  let node: JSONNode
  /// Not kept: nothing `results.json` holds reads it.
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = node.content {} else { node.content = .object([]) }
    return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = node.content {} else { node.content = .array([]) }
    return UnkeyedNodeContainer(node: node)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleNodeContainer(node: node)
  }
}

/// A keyed container: each member becomes one of the node's keyed members.
struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: JSONNode
  /// Not kept: nothing `results.json` holds reads it.
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws { node.append(key.stringValue, .scalar(JSONNode.null)) }

  /// Every value, a string, integer or boolean too: the standard library hands the primitive
  /// `encode(_:forKey:)` overloads to this one, and ``JSONNode/encoding(_:)`` knows the common ones.
  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    node.append(key.stringValue, try .encoding(value))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = JSONNode()
    node.append(key.stringValue, child)
    return NodeEncoder(node: child).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = JSONNode()
    node.append(key.stringValue, child)
    return NodeEncoder(node: child).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let child = JSONNode()
    node.append(key.stringValue, child)
    return NodeEncoder(node: child)
  }
}

/// An unkeyed container: each value becomes one of the node's elements.
struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
  let node: JSONNode
  /// Not kept: nothing `results.json` holds reads it.
  var codingPath: [any CodingKey] { [] }

  var count: Int {
    guard case .array(let elements) = node.content else { return 0 }
    return elements.count
  }

  mutating func encodeNil() throws { node.append(.scalar(JSONNode.null)) }

  /// Every value, as in the keyed container.
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    node.append(try .encoding(value))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  )
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = JSONNode()
    node.append(child)
    return NodeEncoder(node: child).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = JSONNode()
    node.append(child)
    return NodeEncoder(node: child).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let child = JSONNode()
    node.append(child)
    return NodeEncoder(node: child)
  }
}

/// A single-value container: the value becomes the node. It writes each primitive itself: a
/// primitive's own `encode(to:)` asks for this container, so handing it to the generic `encode`
/// would come back here.
struct SingleNodeContainer: SingleValueEncodingContainer {
  let node: JSONNode
  /// Not kept: nothing `results.json` holds reads it.
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws { node.content = .scalar(JSONNode.null) }
  mutating func encode(_ value: Bool) throws {
    node.content = .scalar(Array((value ? "true" : "false").utf8))
  }
  mutating func encode(_ value: String) throws { node.content = JSONNode.string(value).content }
  mutating func encode(_ value: Int) throws { node.content = JSONNode.integer(value).content }
  mutating func encode(_ value: Int8) throws { node.content = JSONNode.integer(value).content }
  mutating func encode(_ value: Int16) throws { node.content = JSONNode.integer(value).content }
  mutating func encode(_ value: Int32) throws { node.content = JSONNode.integer(value).content }
  mutating func encode(_ value: Int64) throws { node.content = JSONNode.integer(value).content }
  mutating func encode(_ value: UInt) throws { node.content = JSONNode.integer(value).content }
  mutating func encode(_ value: UInt8) throws { node.content = JSONNode.integer(value).content }
  mutating func encode(_ value: UInt16) throws { node.content = JSONNode.integer(value).content }
  mutating func encode(_ value: UInt32) throws { node.content = JSONNode.integer(value).content }
  mutating func encode(_ value: UInt64) throws { node.content = JSONNode.integer(value).content }
  mutating func encode(_ value: Double) throws { throw SortedJSONEncoder.Unsupported() }
  mutating func encode(_ value: Float) throws { throw SortedJSONEncoder.Unsupported() }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    node.content = try JSONNode.encoding(value).content
  }
}
