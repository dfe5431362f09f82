import Foundation
import HarnessTestSupport
import JSONText
import Testing

/// The syntax check that locates a bad results.json agrees with Foundation's parser on what is
/// JSON.
@Suite struct JSONSyntaxTests {
  /// A random JSON value of at most `depth` levels.
  private static func value(_ random: inout SplitMix64, depth: Int) -> Any {
    switch random.next() % (depth > 0 ? 7 : 5) {
    case 0: return Int(truncatingIfNeeded: random.next() % 2_000_001) - 1_000_000
    case 1: return Double(random.next() % 100_000) / 64
    case 2: return ["", "a", "ä \" \\ / \n\t", "\u{1}", "𝄞"][Int(random.next() % 5)]
    case 3: return random.next() % 2 == 0
    case 4: return NSNull()
    case 5: return (0..<Int(random.next() % 4)).map { _ in value(&random, depth: depth - 1) }
    default:
      var object: [String: Any] = [:]
      for index in 0..<Int(random.next() % 4) { object["k\(index)"] = value(&random, depth: depth - 1) }
      return object
    }
  }

  private static func foundationAccepts(_ bytes: [UInt8]) -> Bool {
    (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
  }

  @Test(
    "JSON Foundation writes is JSON, and a text with one ASCII byte changed is JSON exactly when Foundation reads it"
  )
  func agreesWithFoundation() throws {
    var random = SplitMix64(seed: 20_261_126)
    let punctuation = Array("{}[]:,\"\\ 0123456789-+.eEtrufalsn\n".utf8)
    for _ in 0..<400 {
      let value = Self.value(&random, depth: 3)
      let bytes = Array(try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]))
      #expect(JSONSyntax.firstError(in: bytes) == nil, "\(String(decoding: bytes, as: UTF8.self))")
      guard !bytes.isEmpty else { continue }
      var changed = bytes
      let at = Int(random.next() % UInt64(bytes.count))
      guard changed[at] < 0x80 else { continue }
      changed[at] = punctuation[Int(random.next() % UInt64(punctuation.count))]
      #expect(
        (JSONSyntax.firstError(in: changed) == nil) == Self.foundationAccepts(changed),
        "\(String(decoding: changed, as: UTF8.self))")
    }
  }

  @Test("nesting deeper than the limit is refused where it goes too deep, without overflowing the stack")
  func deepNesting() {
    let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
    #expect(
      JSONSyntax.firstError(in: bytes)
        == JSONSyntax.Error(
          line: 1, column: JSONSyntax.maximumDepth + 1,
          message: "nested more than \(JSONSyntax.maximumDepth) levels deep"))
  }

  @Test("a top-level string is found by its first bytes, never a nested key or a value spelled the same")
  func topLevelStrings() {
    let bytes = Array(#"{"note": "\"a\"", "b": {"a": 1}, "a": 2, "a": 3}"#.utf8)
    let key = Array(#""a""#.utf8)
    #expect(JSONSyntax.firstTopLevelString(startingWith: key, in: bytes) == 33)
    #expect(JSONSyntax.firstTopLevelString(startingWith: key, in: bytes) { $0 > 33 } == 41)
    #expect(JSONSyntax.firstTopLevelString(startingWith: Array(#""c""#.utf8), in: bytes) == nil)
    #expect(JSONSyntax.placeOfMember(named: "a", in: bytes).map { [$0.line, $0.column] } == [1, 39])
  }
}
