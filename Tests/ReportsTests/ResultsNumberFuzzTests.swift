import HarnessTestSupport
import Reports
import Testing

/// `merge` reads results.json files that may have been edited by hand: whatever number stands
/// where a number stood, the file is either refused with a located message or read and made into
/// every report — nothing crashes, whichever figure a report formats from it.
@Suite struct ResultsNumberFuzzTests {
  /// The numbers a hand edit or a corrupted file may leave.
  static let extremes = [
    "-1", "-1500000", "0", "1000000000000", "999999999999", "1e12", "1000000000000000000",
    "9223372036854775807",
    "-9223372036854775808",
  ]

  /// The byte offsets and lengths of the integers of `json` outside its strings.
  static func integers(in json: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var inString = false
    var index = 0
    while index < json.count {
      let byte = json[index]
      if inString {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        inString = true
        index += 1
        continue
      }
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") else {
        index += 1
        continue
      }
      let start = index
      index += 1
      while index < json.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(json[index]) { index += 1 }
      // A fraction or an exponent makes it a number of another kind: left as it is.
      if index < json.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(json[index]) {
        continue
      }
      ranges.append(start..<index)
    }
    return ranges
  }

  @Test(
    "any integer of results.json set to an extreme is refused or read into every report",
    arguments: [("fixtures", 0), ("eras", 0), ("generated", 1), ("generated", 2), ("generated", 3)]
      as [(String, UInt64)])
  func anExtremeIntegerIsRefusedOrReported(run name: String, seed: UInt64) {
    let run =
      switch name {
      case "fixtures": ReportFixtures.run()
      case "eras": ReportErasFixtures.run()
      default: RunGenerator.run(seed: seed)
      }
    let json = Array(JSONReportWriter.json(for: run).utf8)
    let integers = Self.integers(in: json)
    #expect(!integers.isEmpty)
    var generator = SplitMix64(seed: seed &+ 17)
    var read = 0
    for _ in 0..<40 {
      let range = integers[generator.next(upTo: integers.count)]
      let value = Self.extremes[generator.next(upTo: Self.extremes.count)]
      let edited = Array(json[..<range.lowerBound]) + Array(value.utf8) + Array(json[range.upperBound...])
      do {
        let edit = try HarnessRun.read(json: edited, source: "s/results.json")
        read += 1
        #expect(SummaryWriter.markdown(for: edit).hasPrefix("#"))
        #expect(HTMLReportWriter.html(for: edit).hasPrefix("<!DOCTYPE html>"))
        #expect(JUnitReportWriter.xml(for: edit).hasPrefix("<?xml"))
        #expect(JSONReportWriter.json(for: edit).hasPrefix("{"))
      } catch {
        #expect(error.description.hasPrefix("s/results.json"), "\(error.description)")
      }
    }
    // Most edits are of figures any value of which reads (a line, a count, a duration).
    #expect(read > 0)
  }
}
