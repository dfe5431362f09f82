import Foundation

/// A small JSON Schema validator for the subset `Docs/results.schema.json` uses: `type`,
/// `properties`, `required`, `additionalProperties` (a boolean), `items`, `enum`, `minimum`,
/// `maximum`, `minProperties`, `maxProperties` and `$ref` into `#/$defs/`. Anything else in a schema is a
/// validator error, so the schema cannot silently use what is not checked.
public struct JSONSchemaValidator {
  private let root: [String: Any]

  /// A validator for `schema`, the JSON text of a schema.
  public init(schema: Data) throws {
    guard let root = try JSONSerialization.jsonObject(with: schema) as? [String: Any] else {
      throw SchemaError("the schema is not a JSON object")
    }
    self.root = root
  }

  /// Every violation of `document` (JSON text), each as `path: what is wrong`; empty when valid.
  public func violations(of document: Data) throws -> [String] {
    let value = try JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed])
    var found: [String] = []
    try check(value, against: root, at: "$", into: &found)
    return found
  }

  public struct SchemaError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
  }

  private static let keywords: Set<String> = [
    "$schema", "$id", "$defs", "$ref", "title", "description", "type", "properties", "required",
    "additionalProperties", "items", "enum", "minimum", "maximum", "minProperties", "maxProperties",
  ]

  private func check(
    _ value: Any, against schema: [String: Any], at path: String, into found: inout [String]
  ) throws {
    if let unknown = schema.keys.first(where: { !Self.keywords.contains($0) }) {
      throw SchemaError("unsupported keyword `\(unknown)` at \(path)")
    }
    if let reference = schema["$ref"] as? String {
      try check(value, against: resolve(reference), at: path, into: &found)
      return
    }
    if let type = schema["type"] as? String, !Self.value(value, hasType: type) {
      found.append("\(path): expected \(type), found \(Self.typeName(of: value))")
      return
    }
    if let choices = schema["enum"] as? [Any], !choices.contains(where: { Self.equal($0, value) }) {
      found.append("\(path): \(value) is not one of the allowed values")
    }
    if let minimum = schema["minimum"] as? Int, let number = value as? Int, number < minimum {
      found.append("\(path): \(number) is below the minimum \(minimum)")
    }
    if let maximum = schema["maximum"] as? Int, let number = value as? Int, number > maximum {
      found.append("\(path): \(number) is above the maximum \(maximum)")
    }
    if let object = value as? [String: Any] {
      try checkObject(object, against: schema, at: path, into: &found)
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, element) in array.enumerated() {
        try check(element, against: items, at: "\(path)[\(index)]", into: &found)
      }
    }
  }

  private func checkObject(
    _ object: [String: Any], against schema: [String: Any], at path: String, into found: inout [String]
  ) throws {
    let properties = schema["properties"] as? [String: Any] ?? [:]
    for key in (schema["required"] as? [String] ?? []) where object[key] == nil {
      found.append("\(path): missing required `\(key)`")
    }
    if let minimum = schema["minProperties"] as? Int, object.count < minimum {
      found.append("\(path): has \(object.count) properties, at least \(minimum) expected")
    }
    if let maximum = schema["maxProperties"] as? Int, object.count > maximum {
      found.append("\(path): has \(object.count) properties, at most \(maximum) expected")
    }
    for (key, element) in object.sorted(by: { $0.key < $1.key }) {
      if let propertySchema = properties[key] as? [String: Any] {
        try check(element, against: propertySchema, at: "\(path).\(key)", into: &found)
      } else if schema["additionalProperties"] as? Bool == false {
        found.append("\(path): unexpected property `\(key)`")
      }
    }
  }

  private func resolve(_ reference: String) throws -> [String: Any] {
    let prefix = "#/$defs/"
    guard reference.hasPrefix(prefix), let definitions = root["$defs"] as? [String: Any],
      let schema = definitions[String(reference.dropFirst(prefix.count))] as? [String: Any]
    else { throw SchemaError("cannot resolve `\(reference)`") }
    return schema
  }

  // MARK: - JSON values

  private static func value(_ value: Any, hasType type: String) -> Bool {
    switch type {
    case "object": value is [String: Any]
    case "array": value is [Any]
    case "string": value is String
    case "boolean": isBoolean(value)
    case "integer":
      !isBoolean(value) && (value as? NSNumber).map { $0.doubleValue.rounded() == $0.doubleValue } == true
    case "number": !isBoolean(value) && value is NSNumber
    case "null": value is NSNull
    default: false
    }
  }

  /// Booleans come back from `JSONSerialization` as numbers whose type encoding is `c` (a C
  /// `char`), on Linux and Darwin alike; JSON integers come back as `q` (64-bit).
  private static func isBoolean(_ value: Any) -> Bool {
    if value is Bool, !(value is Int) { return true }
    guard let number = value as? NSNumber else { return false }
    return String(cString: number.objCType) == "c"
  }

  private static func typeName(of value: Any) -> String {
    for type in ["boolean", "integer", "number", "string", "array", "object", "null"]
    where Self.value(value, hasType: type) {
      return type
    }
    return "unknown"
  }

  private static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    (lhs as? NSObject)?.isEqual(rhs) ?? false
  }
}
