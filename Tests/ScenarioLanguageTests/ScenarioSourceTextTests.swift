import Foundation
import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

/// The bytes of a file before the tokenizer: encoding, byte order mark, line endings.
@Suite struct ScenarioSourceTextTests {
  struct BadBytes: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let expected: String
    var testDescription: String { name }
  }

  /// `scenario: T\n` then `launch\n` then the bad bytes on line 3, after `ta`.
  static let badBytes: [BadBytes] = [
    BadBytes(
      name: "a byte that is never UTF-8", bytes: [0xFF],
      expected: "3:3: error: the file is not valid UTF-8: byte 0xff at offset 21"),
    BadBytes(
      name: "a continuation byte alone", bytes: [0x80],
      expected: "3:3: error: the file is not valid UTF-8: byte 0x80 at offset 21"),
    BadBytes(
      name: "an overlong slash", bytes: [0xC0, 0xAF],
      expected: "3:3: error: the file is not valid UTF-8: byte 0xc0 at offset 21"),
    BadBytes(
      name: "an overlong three-byte form", bytes: [0xE0, 0x80, 0xAF],
      expected: "3:3: error: the file is not valid UTF-8: byte 0xe0 at offset 21"),
    BadBytes(
      name: "a surrogate", bytes: [0xED, 0xA0, 0x80],
      expected: "3:3: error: the file is not valid UTF-8: byte 0xed at offset 21"),
    BadBytes(
      name: "a code point above U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80],
      expected: "3:3: error: the file is not valid UTF-8: byte 0xf4 at offset 21"),
    BadBytes(
      name: "a sequence cut short by ASCII", bytes: [0xE2, 0x82, 0x41],
      expected: "3:3: error: the file is not valid UTF-8: byte 0xe2 at offset 21"),
  ]

  @Test(arguments: badBytes)
  func invalidUTF8IsReportedAtItsLineColumnAndOffset(_ bad: BadBytes) {
    let data = Data("scenario: T\nlaunch\nta".utf8 + bad.bytes + Array("p x\n".utf8))
    #expect(TestScenarios.errors(data: data) == "t.scenario:\(bad.expected)\nnote: save the file as UTF-8")
  }

  @Test func invalidUTF8ColumnCountsCharactersBeforeIt() {
    let data = Data("scenario: ♥ ".utf8 + [0xC3, 0x28])
    #expect(
      TestScenarios.errors(data: data)
        == "t.scenario:1:13: error: the file is not valid UTF-8: byte 0xc3 at offset 14\n"
        + "note: save the file as UTF-8")
  }

  @Test func aSequenceCutShortByTheEndOfTheFileIsReported() {
    let data = Data("scenario: T\nlaunch\n".utf8 + [0xF0, 0x9F, 0x98])
    #expect(
      TestScenarios.errors(data: data)
        == "t.scenario:3:1: error: the file is not valid UTF-8: byte 0xf0 at offset 19\n"
        + "note: save the file as UTF-8")
  }

  @Test func aUTF16FileIsToldToBeSavedAsUTF8() {
    let data = Data([0xFF, 0xFE] + "scenario: T\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    #expect(
      TestScenarios.errors(data: data)
        == "t.scenario:1:1: error: the file is not valid UTF-8: byte 0xff at offset 0\n"
        + "note: the file looks like UTF-16; save it as UTF-8")
  }

  @Test func aLeadingByteOrderMarkIsIgnoredAndTakesNoColumn() throws {
    let bytes = Data([0xEF, 0xBB, 0xBF] + Array("scenario: BOM\n  launch\n".utf8))
    let scenario = try TestScenarios.parse(data: bytes).get()
    #expect(scenario.name == "BOM")
    #expect(scenario.steps.first?.location == TestScenarios.location(2, 3))
    let errors = TestScenarios.errors(
      data: Data([0xEF, 0xBB, 0xBF] + Array("scenario: T\nlaunch\n".utf8) + [0xFF]))
    #expect(
      errors == "t.scenario:3:1: error: the file is not valid UTF-8: byte 0xff at offset 22\n"
        + "note: save the file as UTF-8")
  }

  @Test func onlyLineFeedsEndLinesSoTheLineCountIgnoresOtherBreaks() {
    let source = "scenario: T\r\nlaunch\u{0C}tap a\u{2028}tap b\ntap c\u{85}\nlaunch\r"
    #expect(
      TestScenarios.errors(source) == """
        t.scenario:2:7: error: unexpected form feed (U+000C)
        note: only `\\n` and `\\r\\n` end a line
        t.scenario:3:6: error: unexpected next line character (U+0085)
        note: only `\\n` and `\\r\\n` end a line
        t.scenario:4:7: error: unexpected carriage return (U+000D)
        note: only `\\n` and `\\r\\n` end a line
        """)
  }

  @Test func quotedTextMayHoldTabsUnusualSpacesAndBidirectionalMarks() throws {
    let text = "a\u{A0}b\tc \u{202E}d\u{200F}"
    let scenario = try TestScenarios.scenario("scenario: Q\ntype bmi.height \"\(text)\"\n")
    #expect(scenario.steps.map(\.action) == [.type(element: "bmi.height", text: text)])
  }

  @Test func emojiMadeWithJoinersAndTagsMayStandInComments() throws {
    let scenario = try TestScenarios.scenario("scenario: Emoji # 👩‍💻 🏴󠁧󠁢󠁳󠁣󠁴󠁿\nlaunch # ❤️\n")
    #expect(scenario.name == "Emoji")
  }
}
