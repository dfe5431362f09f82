import Testing
import Traces

/// The digits a trace's numbers are written with are those `String(value)` spells.
@Suite struct DecimalDigitsTests {
  @Test(
    "an integer is appended as String spells it, after what the bytes held",
    arguments: [0, 1, 9, 10, 99, 100, 1_234_567_890, -1, -10, -987_654_321, Int.max, Int.min, Int.min + 1])
  func appendedAsStringSpellsIt(value: Int) {
    var bytes = Array("x=".utf8)
    DecimalDigits.append(value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "x=\(value)")
    #expect(DecimalDigits.count(value) == String(value).count)
  }

  @Test("every power of ten and its neighbours", arguments: 0..<19)
  func powersOfTen(exponent: Int) {
    var power = 1
    for _ in 0..<exponent { power *= 10 }
    for value in [power - 1, power, power + 1] {
      var bytes: [UInt8] = []
      DecimalDigits.append(value, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == String(value))
      #expect(DecimalDigits.count(value) == String(value).count)
      #expect(DecimalDigits.count(-value) == String(-value).count)
    }
  }
}
