import Foundation
import Testing
import Traces

@testable import Reports

/// `SortedJSONEncoder` writes what `JSONEncoder` writes with sorted keys and unescaped slashes,
/// byte for byte: keys of every case and with digits, nested and empty containers, nils, every
/// integer width at its bounds, enums with associated values, every character; and it refuses
/// what it does not write, so that the caller falls back.
@Suite struct SortedJSONEncoderTests {
  static func sorted<Value: Encodable>(_ value: Value) throws -> String {
    String(decoding: try SortedJSONEncoder.bytes(value), as: UTF8.self)
  }

  /// Keys that sort differently by case, by digits taken as numbers, or by length.
  struct Keys: Encodable {
    enum CodingKeys: String, CodingKey {
      case abD, abc, upperAbc = "Abc", a10, a9, a, ab, underscoreB = "_b", accented = "é", z, y
    }
    var abD = 1
    var abc = 2
    var upperAbc = 3
    var a10 = 4
    var a9 = 5
    var a = 6
    var ab = 7
    var underscoreB = 8
    var accented = 9
    var z: String? = nil
    var y: String? = "y"
  }

  enum Outcome: Encodable {
    case plain
    case detailed(line: Int, message: String?)
    case unnamed(Int, String)
  }

  struct Widths: Encodable {
    var int8 = Int8.min
    var int16 = Int16.max
    var int32 = Int32.min
    var int64 = Int64.max
    var uint = UInt.max
    var uint8 = UInt8.max
    var uint16 = UInt16.max
    var uint32 = UInt32.max
    var uint64 = UInt64.max
    var int = Int.min
  }

  struct Nested: Encodable {
    var empty: [String] = []
    var emptyObject: [String: Int] = [:]
    var nils: [String?] = [nil, "a", nil]
    var deep: [[[Int]]] = [[[1], []], []]
    var byName: [String: [Int]] = ["b": [2], "a": [1], "B": [3]]
    var outcomes: [Outcome] = [
      .plain, .detailed(line: 3, message: nil), .detailed(line: 4, message: "m"), .unnamed(1, "x"),
    ]
    var flags = [true, false]
    var text = TraceJSONWriterTests.everyCharacter
  }

  /// Writes a key twice, and asks for the same keyed container twice.
  struct Repeated: Encodable {
    enum CodingKeys: String, CodingKey { case a, b }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(1, forKey: .a)
      try container.encode("two", forKey: .b)
      var again = encoder.container(keyedBy: CodingKeys.self)
      try again.encode(3, forKey: .a)
    }
  }

  @Test("keys sort as JSONEncoder sorts them")
  func keysSortAsJSONEncoderSortsThem() throws {
    #expect(try Self.sorted(Keys()) == (try TraceJSONWriterTests.reference(Keys())))
  }

  @Test("containers, nils, enums and every character are written as JSONEncoder writes them")
  func containersAndValues() throws {
    #expect(try Self.sorted(Nested()) == (try TraceJSONWriterTests.reference(Nested())))
  }

  @Test("every integer width at its bounds is written as JSONEncoder writes it")
  func integerWidths() throws {
    #expect(try Self.sorted(Widths()) == (try TraceJSONWriterTests.reference(Widths())))
  }

  @Test("a fixture's run with every section is written as JSONEncoder writes it")
  func aWholeRun() throws {
    for run in [ReportFixtures.run(), ReportFixtures.run(traces: [])] {
      var shell = run
      shell.traces = []
      #expect(try Self.sorted(shell) == (try TraceJSONWriterTests.reference(shell)))
    }
  }

  @Test("a key written twice keeps its last value, as JSONEncoder keeps it")
  func aKeyWrittenTwice() throws {
    #expect(try Self.sorted(Repeated()) == (try TraceJSONWriterTests.reference(Repeated())))
  }

  @Test("a floating-point number is refused, so the caller uses JSONEncoder")
  func floatingPointIsRefused() {
    #expect(throws: SortedJSONEncoder.Unsupported.self) { try SortedJSONEncoder.bytes(["x": 1.5]) }
    #expect(throws: SortedJSONEncoder.Unsupported.self) { try SortedJSONEncoder.bytes([Float(1)]) }
  }
}
