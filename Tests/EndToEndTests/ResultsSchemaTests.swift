import ChangeCost
import CodeMetrics
import Foundation
import HarnessTestSupport
import Mutation
import Reports
import Testing

/// `Docs/results.schema.json` describes `results.json`: a real run validates against it, and the
/// validator finds what is wrong, with the path.
@Suite struct ResultsSchemaTests {
  static func validator() throws -> JSONSchemaValidator {
    try JSONSchemaValidator(
      schema: Data(contentsOf: HarnessProcess.packageRoot.appendingPathComponent("Docs/results.schema.json")))
  }

  @Test(.needsReplayRuntime) func aRealRunsResultsValidateAgainstTheSchema() async throws {
    let scratch = try ScratchScenarios(
      copying: ["navigation/deeplink-tabs.scenario", "bmi/valid-who.scenario"],
      writing: ["a-fault.scenario": PlantedFaultTests.faultScenario])
    defer { scratch.remove() }
    let out = scratch.base.appendingPathComponent("reports")
    _ = try await HarnessProcess.run(
      [
        "run", "--quiet", "--variant", "mvc,mvc-massive,mvvmc,planted,crash-main,forge-output", "--scenarios",
        scratch.root.path,
        "--out",
        out.path, "--format", "json", "--shard", "1/1",
      ], binary: "arch-harness-testbed")
    let json = try Data(contentsOf: out.appendingPathComponent("results.json"))
    #expect(try Self.validator().violations(of: json) == [])
    let run = try JSONReportWriter.run(from: String(decoding: json, as: UTF8.self))
    #expect(run.scenarios.contains { $0.divergence != nil })
    #expect(run.costBaseline == "mvc-massive")
    #expect(run.costRatios?.map(\.variant) == run.costs.map(\.variant))
    #expect(run.costRatios?.first { $0.variant == "mvc-massive" }?.linesOfCodePercent == 100)
    #expect(run.traces.filter { !$0.appOutput.isEmpty }.map(\.variant) == ["crash-main", "forge-output"])
    #expect(
      run.traces.contains { $0.outcome.status == "crashed" },
      "\(run.traces.map { "\($0.scenario) \($0.variant) \($0.outcome.status)" })")
  }

  @Test("a run with the Testability section of mutate validates against the schema")
  func testabilityValidates() throws {
    var run = ReportFixtures.run
    let mutant = Mutant(
      id: 3, module: "MVCApp", file: "Sources/MVCApp/A.swift", line: 9, mutationOperator: .flipBoolean,
      original: "isOn = true", mutated: "isOn = false")
    run.testability = ReportFixtures.testability(
      survivors: [SurvivingMutant(mutant: mutant, reachedByUnitTests: true, reachedByReplays: true)],
      sourceDigest: "9f3a")
    #expect(try Self.validator().violations(of: Data(JSONReportWriter.json(for: run).utf8)) == [])
  }

  @Test("a run with the Behaviour map section of coverage validates against the schema")
  func behaviourMapValidates() throws {
    var run = ReportFixtures.run
    let lines = [FileLines(file: "Sources/MVCApp/A.swift", ranges: [LineRange(first: 3, last: 9)])]
    run.behaviourMap = BehaviourMap(
      variants: [
        VariantBehaviour(
          variant: "mvc", module: "MVCApp", countedLines: 12, reachedLines: 7, unreached: lines)
      ],
      scenarios: [
        ScenarioBehaviour(
          scenario: "bmi/valid.scenario", variants: [ReplayLines(variant: "mvc", files: lines)])
      ],
      unmapped: [UnmappedReplay(scenario: "bmi/crash.scenario", variant: "mvc", reason: "it crashed")],
      sourceDigest: "9f3a")
    #expect(try Self.validator().violations(of: Data(JSONReportWriter.json(for: run).utf8)) == [])
  }

  @Test("a run with the Change cost section of change-cost validates against the schema")
  func changeCostValidates() throws {
    var run = ReportFixtures.run
    var figures = ChangeFigures()
    figures.linesAdded = 3
    figures.roles = [RoleChange(role: .viewController, linesChanged: 3)]
    run.changeCost = ChangeCostReport(
      baseline: "mvc-massive",
      changes: [
        ChangeOutcome(
          id: "01-a", title: "01 — A", shared: ChangeFigures(),
          variants: [
            VariantChangeOutcome(variant: "mvc", verdict: .passed, figures: figures, patch: ""),
            VariantChangeOutcome(variant: "mvp", verdict: .doesNotApply, detail: "mvp.patch:3:1: error: x"),
          ])
      ], sourceDigest: "9f3a")
    let json = JSONReportWriter.json(for: run)
    #expect(try Self.validator().violations(of: Data(json.utf8)) == [])
    #expect(try JSONReportWriter.run(from: json) == run)
  }

  @Test("a run with eras, ratios within an era and a shared core validates against the schema")
  func erasAndSharedCoresValidate() throws {
    let file = { (path: String, role: CodeRole, lines: Int) in
      FileCost(path: path, role: role, linesOfCode: lines, types: 1, protocols: 0)
    }
    let core = [file("Core/ListFeature.swift", .reducer, 40)]
    let cost = { (variant: String, files: [FileCost]) in
      VariantCost(
        variant: variant, sourceFiles: files, testFiles: 0, testLines: 0, measuredReplays: 0,
        microsecondsPerAction: nil)
    }
    let run = HarnessRun.make(
      toolVersion: "test",
      variants: [
        ComparedVariant(name: "mvc-massive", displayName: "Massive View Controller"),
        ComparedVariant(name: "twin", displayName: "Twin", sharedCoreModules: ["Core"]),
        ComparedVariant(name: "swiftui", displayName: "SwiftUI", era: "swiftui"),
        ComparedVariant(
          name: "swiftui-twin", displayName: "Twin in SwiftUI", era: "swiftui", sharedCoreModules: ["Core"]),
      ],
      absent: [], traces: [],
      costs: [
        cost("mvc-massive", [file("A.swift", .viewController, 90)]),
        cost("twin", core + [file("ListViewController.swift", .viewController, 30)]),
        cost("swiftui", [file("ListView.swift", .view, 50)]),
        cost("swiftui-twin", core + [file("ListView.swift", .view, 20)]),
      ],
      costBaseline: "mvc-massive", eraBaselines: ["swiftui"])
    #expect(run.eraCostRatios?.map(\.baseline) == ["swiftui"])
    #expect(run.sharedCores?.map(\.module) == ["Core"])
    let json = JSONReportWriter.json(for: run)
    #expect(try Self.validator().violations(of: Data(json.utf8)) == [])
    #expect(try JSONReportWriter.run(from: json) == run)
  }

  @Test func theValidatorNamesWhatIsWrongAndWhere() throws {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONReportWriter.json(for: ReportFixtures.run).utf8))
        as? [String: Any])
    object["schemaVersion"] = HarnessRun.currentSchemaVersion + 1
    object["extra"] = true
    object.removeValue(forKey: "totals")
    let document = try JSONSerialization.data(withJSONObject: object)
    let violations = try Self.validator().violations(of: document)
    #expect(
      violations == [
        "$: missing required `totals`", "$: unexpected property `extra`",
        "$.schemaVersion: \(HarnessRun.currentSchemaVersion + 1) is not one of the allowed values",
      ])
  }

  @Test func aNumberOutsideItsBoundsIsNamed() throws {
    let schema = Data(
      #"{"type": "object", "properties": {"n": {"type": "integer", "minimum": 0, "maximum": 10}}}"#.utf8)
    let validator = try JSONSchemaValidator(schema: schema)
    #expect(try validator.violations(of: Data(#"{"n": 10}"#.utf8)) == [])
    #expect(try validator.violations(of: Data(#"{"n": 11}"#.utf8)) == ["$.n: 11 is above the maximum 10"])
    #expect(try validator.violations(of: Data(#"{"n": -1}"#.utf8)) == ["$.n: -1 is below the minimum 0"])
  }

  /// The schema bounds every integer as `merge` does (``HarnessRun/maximumFigure``): what it
  /// accepts, merge reads.
  @Test func everyIntegerOfTheSchemaIsAFigureMergeReads() throws {
    let schema = try JSONSerialization.jsonObject(
      with: Data(contentsOf: HarnessProcess.packageRoot.appendingPathComponent("Docs/results.schema.json")))
    var integers: [[String: Any]] = []
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        let type = object["type"]
        if type as? String == "integer" || type as? [String] == ["integer", "null"], object["enum"] == nil {
          integers.append(object)
        }
        object.values.forEach(collect)
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(schema)
    #expect(integers.count > 50)
    for integer in integers {
      #expect((integer["minimum"] as? Int).map { $0 >= 0 } == true)
      #expect((integer["maximum"] as? Int).map(Int64.init) == HarnessRun.maximumFigure)
    }
  }

  @Test func aBooleanIsNotAnInteger() throws {
    let schema = Data(
      #"{"type": "object", "properties": {"n": {"type": "integer"}, "b": {"type": "boolean"}}}"#.utf8)
    let validator = try JSONSchemaValidator(schema: schema)
    #expect(try validator.violations(of: Data(#"{"n": 1, "b": false}"#.utf8)) == [])
    #expect(
      try validator.violations(of: Data(#"{"n": true, "b": 0}"#.utf8)) == [
        "$.b: expected boolean, found integer", "$.n: expected integer, found boolean",
      ])
  }
}

/// A run made from fixed traces, without replaying anything.
enum ReportFixtures {
  static var run: HarnessRun {
    HarnessRun.make(toolVersion: "test", variants: [], absent: [], traces: [], costs: [])
  }

  /// A Testability section of one variant, `mvc`, with `generated` mutants of which one survived.
  static func testability(
    generated: Int = 3, survivors: [SurvivingMutant] = [], sourceDigest: String
  ) -> Testability {
    Testability(
      sample: nil,
      variants: [
        VariantTestability(
          variant: "mvc", module: "MVCApp", unitTestTarget: "MVCAppTests", generated: generated, judged: 3,
          killedByUnitTests: 2, killedByReplays: 1, killedByEither: 2, timedOut: 0, survived: 1, unreached: 0,
          survivors: survivors)
      ], sourceDigest: sourceDigest)
  }
}
