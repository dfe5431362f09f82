import Foundation

/// Decodes API payloads and turns `DecodingError` into one readable sentence that names the key
/// path, e.g. "missing key `product_name` at [1]" or "expected a number for `price` at [0], found a string".
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
      return "expected \(article(type)) for \(name(context.codingPath))\(location(context.codingPath.dropLast()))"
    case .valueNotFound(let type, let context):
      return "expected \(article(type)) for \(name(context.codingPath)), found null"
        + location(context.codingPath.dropLast())
    case .dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?)?.localizedDescription ?? context.debugDescription
      return "invalid JSON\(location(context.codingPath)): \(underlying)"
    @unknown default:
      return "\(error)"
    }
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
    default: "a \(type)"
    }
  }
}
