import Foundation

/// Decodes API payloads and turns `DecodingError` into one readable sentence that names the key
/// and where it sits, e.g. "missing key `product_name` at [1]", "expected a number for `price` at [0]"
/// or "expected a number for `price` at [0], found null".
public enum DTODecoder {
  public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(APIError) -> T {
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch let error as DecodingError {
      throw .decoding(describe(error))
    } catch {
      throw .decoding("unreadable JSON: \(error)")
    }
  }

  static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "missing key `\(key.stringValue)`\(location(context.codingPath))"
    case .typeMismatch(let type, let context):
      return expectation(type, context.codingPath)
    case .valueNotFound(let type, let context):
      return expectation(type, context.codingPath) + ", found null"
    case .dataCorrupted(let context):
      let underlying =
        (context.underlyingError as NSError?)?.localizedDescription ?? context.debugDescription
      return "invalid JSON\(location(context.codingPath)): \(underlying)"
    @unknown default:
      return "\(error)"
    }
  }

  /// "expected a number for `price` at [0]": what was expected, for which key, where.
  private static func expectation(_ type: Any.Type, _ path: [CodingKey]) -> String {
    "expected \(article(type)) for \(name(path))\(location(path.dropLast()))"
  }

  private static func name(_ path: [CodingKey]) -> String {
    guard let last = path.last else { return "the document" }
    return last.intValue.map { "element [\($0)]" } ?? "`\(last.stringValue)`"
  }

  private static func location<Path: Collection<CodingKey>>(_ path: Path) -> String {
    guard !path.isEmpty else { return "" }
    let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    return " at \(text.hasPrefix(".") ? String(text.dropFirst()) : text)"
  }

  private static func article(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Double.Type, is Int.Type, is Float.Type: "a number"
    case is Bool.Type: "a boolean"
    case is [Any].Type: "an array"
    case is [String: Any].Type: "an object"
    default: "a \(type)"
    }
  }
}
