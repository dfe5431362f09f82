import Foundation
import HarnessTestSupport
import JSONText
import Testing

/// The numbers a message names when Foundation's decoder refuses one and says only that the data
/// is not valid JSON.
@Suite struct JSONNumbersTests {
  @Test(
    "a whole 64-bit number is told exactly, whatever its spelling",
    arguments: [
      ("0", true), ("-0", true), ("1e3", true), ("1E2", true), ("1.0", true), ("1.50e1", true),
      ("0.000", true), ("12345678901234567890e-1", true), ("9223372036854775807", true),
      ("-9223372036854775808", true), ("0e999999999999", true), ("1.5", false), ("1e-5", false),
      ("9223372036854775808", false), ("-9223372036854775809", false), ("1e19", false),
      ("1e999999999999", false), ("", false), ("-", false), ("1.", false), ("1e", false), ("x", false),
    ])
  func wholeNumbers(text: String, isWhole: Bool) {
    #expect(JSONNumberText.isWholeInt64(text) == isWhole)
  }

  @Test(
    "a number fits a Double unless it is infinite or a non-zero number rounded to zero",
    arguments: [
      ("1.5", true), ("-0", true), ("0e-999", true), ("123456789012345678901234567890", true),
      ("1e308", true), ("1e999", false), ("-1e999", false), ("1e-999", false), ("1e", false),
    ])
  func doubles(text: String, fits: Bool) {
    #expect(JSONNumberText.fitsDouble(text) == fits)
  }

  @Test(
    "what Foundation's decoder refuses as an Int is never a whole number here, and a number fits a Double exactly when Foundation reads one"
  )
  func agreesWithFoundation() throws {
    struct Whole: Decodable { var value: Int }
    struct Real: Decodable { var value: Double }
    var random = SplitMix64(seed: 20_261_127)
    var refused = (whole: 0, real: 0)
    for _ in 0..<600 {
      let text = Self.number(&random)
      let json = Data("{\"value\": \(text)}".utf8)
      let readAsInt = (try? JSONDecoder().decode(Whole.self, from: json)) != nil
      let readAsDouble = (try? JSONDecoder().decode(Real.self, from: json)) != nil
      // Foundation reads some numbers with a fraction as whole ones (through a `Double` that
      // rounds them off); one it refuses is never whole here, so it is the one a message names.
      #expect(readAsInt || !JSONNumberText.isWholeInt64(text), "\(text)")
      #expect(JSONNumberText.fitsDouble(text) == readAsDouble, "\(text)")
      if !readAsInt { refused.whole += 1 }
      if !readAsDouble { refused.real += 1 }
    }
    #expect(refused.whole > 100 && refused.real > 20, "\(refused)")
  }

  /// A JSON number: up to 21 digits, a fraction of up to 3, an exponent of up to ±400 (not below
  /// -300 for a whole number's sake: Foundation reads `1e-999` as the integer 0).
  private static func number(_ random: inout SplitMix64) -> String {
    func digits(_ count: UInt64) -> String {
      (0..<count).map { _ in String(random.next() % 10) }.joined()
    }
    var text = random.next() % 3 == 0 ? "-" : ""
    let integer = digits(1 + random.next() % 21)
    text += integer.count > 1 && integer.hasPrefix("0") ? "1" + integer.dropFirst() : integer
    if random.next() % 3 == 0 { text += "." + digits(1 + random.next() % 3) }
    if random.next() % 3 == 0 {
      let exponent = Int(random.next() % 700) - 300
      text += "e\(exponent)"
    }
    return text
  }

  // MARK: - Finding the number

  @Test("the first refused number is named by its line, column (in bytes) and path")
  func firstRefusedNumber() {
    let text = "{\"a\": [1, 2.5, {\"b\": 1e999}],\n \"é\": {\"c\\\"d\": [3, 4.5]}}"
    let bytes = Array(text.utf8)
    #expect(
      JSONSyntax.firstNumber(in: bytes) { _, text in !JSONNumberText.isWholeInt64(text) }
        == JSONSyntax.Number(line: 1, column: 11, path: "$.a[1]", text: "2.5"))
    #expect(
      JSONSyntax.firstNumber(in: bytes) { _, text in !JSONNumberText.fitsDouble(text) }
        == JSONSyntax.Number(line: 1, column: 22, path: "$.a[2].b", text: "1e999"))
    #expect(
      JSONSyntax.firstNumber(in: bytes) { path, text in path.hasPrefix("$.é") && text.contains(".") }
        == JSONSyntax.Number(line: 2, column: 21, path: "$.é.c\\\"d[1]", text: "4.5"))
    #expect(JSONSyntax.firstNumber(in: bytes) { _, _ in false } == nil)
  }

  @Test(
    "a number at the top is at the path $, and a string or an empty container before one never counts as a key"
  )
  func topAndSiblings() {
    #expect(
      JSONSyntax.firstNumber(in: Array("7".utf8)) { _, _ in true }
        == JSONSyntax.Number(line: 1, column: 1, path: "$", text: "7"))
    #expect(
      JSONSyntax.firstNumber(in: Array("[[], {}, [5]]".utf8)) { _, _ in true }
        == JSONSyntax.Number(line: 1, column: 11, path: "$[2][0]", text: "5"))
    #expect(
      JSONSyntax.firstNumber(in: Array(#"[{}, "x", {"k": "v"}, 5]"#.utf8)) { _, _ in true }
        == JSONSyntax.Number(line: 1, column: 23, path: "$[3]", text: "5"))
  }

  @Test("in random JSON every number is found at the path it was written at")
  func randomDocuments() {
    var random = SplitMix64(seed: 2_611_27)
    for _ in 0..<300 {
      var numbers: [(path: String, text: String)] = []
      let text = Self.document(&random, depth: 4, path: "$", numbers: &numbers)
      for (position, number) in numbers.enumerated() {
        // The number asked for is the first one refused, whatever was written before it.
        let found = JSONSyntax.firstNumber(in: Array(text.utf8)) { path, written in
          path == number.path && written == number.text
        }
        #expect(found?.path == number.path && found?.text == number.text, "\(position) in \(text)")
      }
    }
  }

  /// A JSON text of at most `depth` levels, with white space between its tokens, whose numbers
  /// (each a different text) are added to `numbers` with their paths, in the order written.
  private static func document(
    _ random: inout SplitMix64, depth: Int, path: String, numbers: inout [(path: String, text: String)]
  ) -> String {
    let space = [" ", "", "\n  ", "\t"][Int(random.next() % 4)]
    switch random.next() % (depth > 0 ? 6 : 4) {
    case 0:
      let number = "\(numbers.count)\(["", ".5", "e3", "E-2"][Int(random.next() % 4)])"
      numbers.append((path, number))
      return number
    case 1: return #""s\"[{,:1""#
    case 2: return ["true", "false", "null"][Int(random.next() % 3)]
    case 3: return random.next() % 2 == 0 ? "[]" : "{\(space)}"
    case 4:
      let elements = (0..<(1 + random.next() % 4)).map { offset in
        document(&random, depth: depth - 1, path: "\(path)[\(offset)]", numbers: &numbers)
      }
      return "[" + space + elements.joined(separator: "," + space) + "]"
    default:
      let members = (0..<(1 + random.next() % 4)).map { offset in
        let key = ["k\(offset)", "a b", "é"][Int(random.next() % 3)] + "\(offset)"
        let value = document(&random, depth: depth - 1, path: "\(path).\(key)", numbers: &numbers)
        return "\"\(key)\"" + space + ":" + space + value
      }
      return "{" + members.joined(separator: "," + space) + space + "}"
    }
  }

  @Test("any bytes are read to their end without a crash")
  func anyBytes() {
    var random = SplitMix64(seed: 27)
    let alphabet = Array("{}[]:,\"\\ 0123456789-+.eE\nab".utf8)
    for _ in 0..<500 {
      let bytes = (0..<(random.next() % 64)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      let number = JSONSyntax.firstNumber(in: bytes) { _, text in text.count > 3 }
      if let number { #expect(number.text.count > 3 && number.line >= 1 && number.column >= 1) }
    }
  }
}
