import Foundation
import JSONText

extension HarnessRun {
  /// Reads a `results.json` (named `source` in messages) for `merge`, refusing with a located
  /// message what is not one of this version: where the text stops being JSON
  /// (`source:line:column`), an older or newer `schemaVersion` (at the version's
  /// `source:line:column`), and where the JSON does not have the shape of a run (a JSON path such
  /// as `$.traces[3].variant`).
  public static func read(json bytes: [UInt8], source: String) throws(MergeError) -> HarnessRun {
    if let syntax = JSONSyntax.firstError(in: bytes) {
      throw MergeError("\(source):\(syntax.line):\(syntax.column): error: not JSON: \(syntax.message)")
    }
    let data = Data(bytes)
    let decoder = JSONDecoder()
    let version: Int?
    do {
      version = try decoder.decode(VersionOnly.self, from: data).schemaVersion
    } catch {
      let place = numberThatDoesNotFit(error, in: bytes, source: source) { $0 == "$.schemaVersion" }
      throw MergeError(
        (place ?? "\(source): error: \(Self.located(error))") + " (not the results.json of a run)")
    }
    guard let version else {
      throw MergeError("\(source): error: $.schemaVersion: missing (not the results.json of a run)")
    }
    guard version == currentSchemaVersion else {
      let remedy =
        version < currentSchemaVersion
        ? "replay that shard again with this tool" : "merge it with the tool that wrote it"
      let place = JSONSyntax.placeOfMember(named: "schemaVersion", in: bytes).map {
        ":\($0.line):\($0.column)"
      }
      throw MergeError(
        "\(source)\(place ?? ""): error: $.schemaVersion: \(version), but this tool reads version "
          + "\(currentSchemaVersion): \(remedy)")
    }
    if let problem = figureProblem(in: bytes, source: source) { throw MergeError(problem) }
    do {
      return try decoder.decode(HarnessRun.self, from: data)
    } catch {
      throw MergeError(
        numberThatDoesNotFit(error, in: bytes, source: source) { _ in true }
          ?? "\(source): error: \(Self.located(error))")
    }
  }

  /// Foundation's decoder says "not valid JSON", with no path, of a text that is JSON when a
  /// number does not fit its type; every number of a run is a whole 64-bit one. For such an
  /// `error`, the first number at a path `searched` accepts that is not one, as
  /// `source:line:column: error: $.path: …`; nil for any other error, or when there is none.
  private static func numberThatDoesNotFit(
    _ error: any Error, in bytes: [UInt8], source: String, at searched: (String) -> Bool
  ) -> String? {
    guard case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty,
      let number = JSONSyntax.firstNumber(
        in: bytes, refusedBy: { path, text in searched(path) && !JSONNumberText.isWholeInt64(text) })
    else { return nil }
    return "\(source):\(number.line):\(number.column): error: \(number.path): \(number.text) is not a "
      + "whole number from \(Int64.min) to \(Int64.max)"
  }

  /// The largest number a run writes anywhere in its results.json, by far (a duration of eleven
  /// days in microseconds): the reports add such figures up and scale them, which they can do
  /// without overflowing only when each is bounded.
  public static let maximumFigure: Int64 = 1_000_000_000_000

  /// The first whole number of the results.json `bytes` (named `source`) that no run writes, as
  /// a message that says where (`source:1:431: error: $.traces[0].durationMicroseconds: -1 is not a
  /// figure a run writes …`); nil when every number is one. Whatever reads a results.json into
  /// reports asks this first.
  public static func figureProblem(in bytes: [UInt8], source: String) -> String? {
    guard let number = JSONSyntax.firstRefusedNumber(in: bytes, refusing: { _, number in !isFigure(number) })
    else {
      return nil
    }
    return "\(source):\(number.line):\(number.column): error: \(number.path): \(number.text) is not a figure "
      + "a run writes (a whole number from 0 to \(maximumFigure))"
  }

  /// Whether the number written as `number` may stand in a results.json: a whole number from 0 to
  /// ``maximumFigure`` (a run writes no negative number), or a number that is not whole, which the
  /// decoder refuses in its own words (`1.5 is not a whole number …`). Plain digits, as a run
  /// writes every number, are read where they are: a results.json holds tens of thousands.
  private static func isFigure(_ number: ArraySlice<UInt8>) -> Bool {
    if number.count <= 13, number.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
      let value = number.reduce(Int64(0)) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) }
      return value <= maximumFigure
    }
    guard let value = JSONNumberText.wholeInt64(String(decoding: number, as: UTF8.self)) else { return true }
    return (0...maximumFigure).contains(value)
  }

  /// The top-level object's `schemaVersion`, read first so that an old run is refused for its
  /// version rather than for the first member it lacks.
  private struct VersionOnly: Decodable {
    var schemaVersion: Int?
  }

  /// A decoding error as `$.path: what was wrong`.
  static func located(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "$: \(error)" }
    switch decoding {
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)): expected \(Self.name(of: type)), found something else"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)): expected \(Self.name(of: type)), found null"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath)): missing member '\(key.stringValue)'"
    case .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "$: \(decoding)"
    }
  }

  /// `$.traces[3].variant`.
  static func path(_ keys: [any CodingKey]) -> String {
    keys.reduce("$") { path, key in
      if let index = key.intValue { return "\(path)[\(index)]" }
      return "\(path).\(key.stringValue)"
    }
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Double.Type: "a number"
    case is Bool.Type: "true or false"
    case is [Any].Type: "an array"
    default: String(describing: type).hasPrefix("Array") ? "an array" : "an object"
    }
  }
}
