import Foundation
import HarnessTestSupport
import Reports
import Testing

/// `merge` reads results.json files that may have been edited by hand or cut short. Whatever is
/// edited — a number set to an extreme, an element dropped, doubled or moved, a text replaced, a
/// list emptied — the file is either refused with a message that names it, or read, merged and
/// made into every report: nothing crashes.
@Suite struct ResultsFuzzTests {
  /// The runs whose results.json is edited: the fixtures, the eras fixtures and generated ones.
  static let runs: [(String, UInt64)] = [("fixtures", 0), ("eras", 0), ("generated", 1), ("generated", 2)]

  static func run(_ name: String, seed: UInt64) -> HarnessRun {
    switch name {
    case "fixtures": ReportFixtures.run()
    case "eras": ReportErasFixtures.run()
    default: RunGenerator.run(seed: seed)
    }
  }

  /// Reads `edited` as `merge` does and, when it is read, makes every report of it; whether it
  /// was read. A refusal must name the file.
  static func refusesOrReports(_ edited: [UInt8]) -> Bool {
    do {
      let part = try HarnessRun.read(json: edited, source: "s/results.json")
      let run = try HarnessRun.merged([part], sources: ["s/results.json"])
      #expect(SummaryWriter.markdown(for: run).hasPrefix("#"))
      #expect(HTMLReportWriter.html(for: run).hasPrefix("<!DOCTYPE html>"))
      #expect(JUnitReportWriter.xml(for: run).hasPrefix("<?xml"))
      #expect(JSONReportWriter.json(for: run).hasPrefix("{"))
      return true
    } catch {
      #expect(error.description.hasPrefix("s/results.json"), "\(error.description)")
      return false
    }
  }

  // MARK: - Numbers

  /// The numbers a hand edit or a corrupted file may leave.
  static let extremes = [
    "-1", "-1500000", "0", "1000000000000", "999999999999", "1e12", "1000000000000000000",
    "9223372036854775807",
    "-9223372036854775808",
  ]

  /// The byte ranges of the integers of `json` outside its strings.
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

  @Test("any integer of results.json set to an extreme is refused or read into every report", arguments: runs)
  func anExtremeIntegerIsRefusedOrReported(run name: String, seed: UInt64) {
    let json = Array(JSONReportWriter.json(for: Self.run(name, seed: seed)).utf8)
    let integers = Self.integers(in: json)
    #expect(!integers.isEmpty)
    var generator = SplitMix64(seed: seed &+ 17)
    var read = 0
    for _ in 0..<40 {
      let range = integers[generator.next(upTo: integers.count)]
      let value = Self.extremes[generator.next(upTo: Self.extremes.count)]
      let edited = Array(json[..<range.lowerBound]) + Array(value.utf8) + Array(json[range.upperBound...])
      if Self.refusesOrReports(edited) { read += 1 }
    }
    // Most edits are of figures any value of which reads (a line, a count, a duration).
    #expect(read > 0)
  }

  // MARK: - Shapes

  /// Texts an edit may leave: empty, long, markup, terminal controls, a bidirectional override,
  /// line breaks, a path out of the folder, another variant's name.
  static let texts = [
    "", String(repeating: "x", count: 5_000), "<b>&\"'", "\u{1B}[31m", "\u{202E}", "é🙂", "a\nb", "../../etc",
    "mvc",
  ]

  /// Every place of `value` (the decoded JSON) as a path of keys and positions.
  static func places(in value: Any, at path: [Any] = []) -> [[Any]] {
    var found: [[Any]] = path.isEmpty ? [] : [path]
    if let object = value as? [String: Any] {
      for key in object.keys.sorted() { found += places(in: object[key]!, at: path + [key]) }
    } else if let array = value as? [Any] {
      for (position, element) in array.enumerated() { found += places(in: element, at: path + [position]) }
    }
    return found
  }

  /// `value` with `change` applied to what is at `path`, given its container and its key there.
  static func editing(_ value: Any, at path: ArraySlice<Any>, _ change: (inout Any, Any) -> Void) -> Any {
    guard let step = path.first else { return value }
    if var object = value as? [String: Any], let key = step as? String, let inner = object[key] {
      if path.count == 1 {
        var container: Any = object
        change(&container, key)
        return container
      }
      object[key] = editing(inner, at: path.dropFirst(), change)
      return object
    }
    if var array = value as? [Any], let position = step as? Int, array.indices.contains(position) {
      if path.count == 1 {
        var container: Any = array
        change(&container, position)
        return container
      }
      array[position] = editing(array[position], at: path.dropFirst(), change)
      return array
    }
    return value
  }

  /// One random edit of the shape or the texts at a place of `document`.
  static func edit(_ document: Any, using generator: inout SplitMix64) -> Any {
    let places = places(in: document)
    let path = places[generator.next(upTo: places.count)]
    let kind = generator.next(upTo: 5)
    let text = texts[generator.next(upTo: texts.count)]
    let other = generator.next(upTo: 1_000)
    return editing(document, at: path[...]) { container, key in
      if var array = container as? [Any], let position = key as? Int {
        switch kind {
        case 0: array.remove(at: position)
        case 1: array.insert(array[position], at: position)
        case 2: array.swapAt(position, other % array.count)
        case 3: array[position] = array[position] is String ? text : array[position]
        default: array[position] = array[position] is [Any] ? [Any]() : array[position]
        }
        container = array
      } else if var object = container as? [String: Any], let name = key as? String {
        if object[name] is String {
          object[name] = text
        } else if object[name] is [Any] {
          object[name] = [Any]()
        }
        container = object
      }
    }
  }

  @Test(
    "a results.json with elements dropped, doubled or moved, or texts replaced, is refused or reported",
    arguments: runs)
  func anEditedShapeIsRefusedOrReported(run name: String, seed: UInt64) throws {
    let json = Data(JSONReportWriter.json(for: Self.run(name, seed: seed)).utf8)
    let document = try JSONSerialization.jsonObject(with: json)
    var generator = SplitMix64(seed: seed &+ 29)
    var read = 0
    for _ in 0..<40 {
      var edited = document
      for _ in 0...generator.next(upTo: 3) { edited = Self.edit(edited, using: &generator) }
      let bytes = try JSONSerialization.data(withJSONObject: edited, options: [.sortedKeys])
      if Self.refusesOrReports([UInt8](bytes)) { read += 1 }
    }
    #expect(read > 0)
  }
}
