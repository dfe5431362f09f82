import Foundation
import Reports
import Testing
import Traces

/// `merge` refuses shards that do not make one run, saying which shard and where in its
/// results.json: a replay there twice, a variant it does not compare, a variant this tool lacks.
@Suite struct MergeValidationTests {
  @Test("a shard holding the same scenario on the same variant twice is refused at the second")
  func aReplayTwiceInOneShard() {
    var (one, two) = MergeSectionsTests.shards()
    one.traces.append(one.traces[0])
    #expect(
      throws: HarnessRun.MergeError(
        "one: $.traces[3]: 'products/favourite.scenario' on mvc was replayed already at $.traces[0]")
    ) {
      try HarnessRun.merged([one, two], sources: ["one", "two"])
    }
  }

  @Test("a replay that two shards both hold is refused, naming both")
  func aReplayInTwoShards() {
    var (one, two) = MergeSectionsTests.shards()
    two.traces.append(one.traces[1])
    #expect(
      throws: HarnessRun.MergeError("two: $.traces[3]: 'products/favourite.scenario' on mvvmc is in one too")
    ) {
      try HarnessRun.merged([one, two], sources: ["one", "two"])
    }
  }

  @Test("a replay of a variant the shard does not compare is refused")
  func aReplayOfAnotherVariant() {
    var (one, two) = MergeSectionsTests.shards()
    one.traces[2].variant = "mvp"
    #expect(
      throws: HarnessRun.MergeError(
        "one: $.traces[2].variant: 'mvp' is not one of the variants it compares (mvc, mvvmc, viper)")
    ) {
      try HarnessRun.merged([one, two], sources: ["one", "two"])
    }
  }

  @Test("a shard comparing a variant this tool does not have is refused")
  func aVariantThisToolLacks() {
    let (one, two) = MergeSectionsTests.shards()
    #expect(
      throws: HarnessRun.MergeError(
        "one: $.variants[1].name: 'mvvmc' is not a variant of this tool (mvc, viper)")
    ) {
      try HarnessRun.merged([one, two], sources: ["one", "two"], knownVariants: ["mvc", "viper"])
    }
  }

  @Test("a scenario compared twice in one shard is refused")
  func aScenarioComparedTwice() {
    var (one, two) = MergeSectionsTests.shards()
    one.scenarios.append(one.scenarios[0])
    #expect(
      throws: HarnessRun.MergeError(
        "one: $.scenarios[1]: 'products/favourite.scenario' was compared already at $.scenarios[0]")
    ) {
      try HarnessRun.merged([one, two], sources: ["one", "two"])
    }
  }
}

/// Reading a shard's results.json: what is not this version's run is refused with where.
@Suite struct HarnessRunReadingTests {
  private static func json(_ run: HarnessRun) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Array(try encoder.encode(run))
  }

  private static func refusal(_ text: String) -> String? {
    do {
      _ = try HarnessRun.read(json: Array(text.utf8), source: "s/results.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a run's own results.json reads back as the run")
  func aRunReadsBack() throws {
    let run = ReportFixtures.run()
    #expect(try HarnessRun.read(json: Self.json(run), source: "s/results.json") == run)
  }

  @Test(
    "a text that is not JSON is refused at its line and column",
    arguments: [
      ("{\n  \"a\": [1, 2,\n}", "s/results.json:3:1: error: not JSON: expected a value"),
      ("", "s/results.json:1:1: error: not JSON: expected a value, found the end of the text"),
      ("{\"a\": tru}", "s/results.json:1:7: error: not JSON: expected 'true'"),
      ("{\"a\": 1} x", "s/results.json:1:10: error: not JSON: expected the end of the text after the value"),
      ("{\"a\" 1}", "s/results.json:1:6: error: not JSON: expected ':' after the key"),
      ("[1 2]", "s/results.json:1:4: error: not JSON: expected ',' or ']'"),
      ("{\"a\": \"b", "s/results.json:1:7: error: not JSON: unterminated string"),
    ])
  func notJSON(text: String, message: String) {
    #expect(Self.refusal(text) == message)
  }

  @Test("an older schema version is refused at the version, before anything else is read")
  func anOlderVersion() {
    #expect(HarnessRun.currentSchemaVersion == 9)
    #expect(
      Self.refusal("{\"traces\": [{\"schemaVersion\": 9}],\n  \"schemaVersion\": 8}")
        == "s/results.json:2:20: error: $.schemaVersion: 8, but this tool reads version 9: "
        + "replay that shard again with this tool")
  }

  @Test("a newer schema version is refused at the version, not at a string spelled the same")
  func aNewerVersion() {
    #expect(
      Self.refusal("{\"note\":\"schemaVersion\",\"schemaVersion\":10,\"screens\":\"x\"}")
        == "s/results.json:1:41: error: $.schemaVersion: 10, but this tool reads version 9: "
        + "merge it with the tool that wrote it")
  }

  @Test("a JSON object without a schema version is not a run's results")
  func noVersion() {
    #expect(
      Self.refusal("{\"traces\": []}")
        == "s/results.json: error: $.schemaVersion: missing (not the results.json of a run)")
  }

  @Test("a member of the wrong kind is refused at its JSON path")
  func wrongKind() throws {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.json(ReportFixtures.run()))) as? [String: Any])
    var traces = try #require(object["traces"] as? [[String: Any]])
    traces[1]["variant"] = 7
    object["traces"] = traces
    let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    #expect(
      Self.refusal(text)
        == "s/results.json: error: $.traces[1].variant: expected a string, found something else")
  }

  @Test("a missing member is refused at its JSON path")
  func missingMember() throws {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.json(ReportFixtures.run()))) as? [String: Any])
    var variants = try #require(object["variants"] as? [[String: Any]])
    variants[0]["name"] = nil
    object["variants"] = variants
    let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    #expect(Self.refusal(text) == "s/results.json: error: $.variants[0]: missing member 'name'")
  }

  @Test(
    "a number that is JSON but no whole 64-bit number is refused at its place and path, not as text that is not JSON",
    arguments: ["1.5", "9223372036854775808", "1e-5", "1e400"])
  func numberThatDoesNotFit(number: String) throws {
    // One line of JSON: the number's column is its offset.
    let text = String(decoding: try Self.json(ReportFixtures.run()), as: UTF8.self)
    #expect(!text.contains("\n"))
    let start = try #require(text.range(of: "\"stepAppNanoseconds\":[")).upperBound
    let end = try #require(text[start...].firstIndex { $0 == "," || $0 == "]" })
    let column = text.utf8.distance(from: text.startIndex, to: start) + 1
    #expect(
      Self.refusal(text.replacingCharacters(in: start..<end, with: number))
        == "s/results.json:1:\(column): error: $.traces[0].stepAppNanoseconds[0]: \(number) is not a whole "
        + "number from -9223372036854775808 to 9223372036854775807")
  }

  @Test("a schema version that is not a whole number is refused at the version")
  func fractionalVersion() {
    #expect(
      Self.refusal("{\"screens\": [1.5],\n  \"schemaVersion\": 9.5}")
        == "s/results.json:2:20: error: $.schemaVersion: 9.5 is not a whole number from "
        + "-9223372036854775808 to 9223372036854775807 (not the results.json of a run)")
  }

  @Test(
    "a figure is a whole number from 0 to 10^12, however it is written; any other number is left to the decoder",
    arguments: [
      ("0", true), ("1000000000000", true), ("999999999999", true), ("1e12", true), ("-0", true),
      ("1.5", true),
      ("1e400", true), ("10000000000000000000000", true), ("1000000000001", false), ("9999999999999", false),
      ("-1", false), ("1.000000000001e12", false), ("-5e0", false),
    ])
  func figures(number: String, isFigure: Bool) {
    let text = #"{"a":[1,{"b":"# + number + "}]}"
    let problem = HarnessRun.figureProblem(in: Array(text.utf8), source: "r.json")
    let expected =
      "r.json:1:14: error: $.a[1].b: \(number) is not a figure a run writes (a whole number from 0 to "
      + "1000000000000)"
    #expect(problem == (isFigure ? nil : expected))
  }
}
