import Foundation
import Reports
import Testing

@Suite struct ReportJSONTests {
  @Test func runSurvivesEncodingAndDecoding() throws {
    let run = ReportFixtures.run()
    let decoded = try JSONReportWriter.run(from: JSONReportWriter.json(for: run))
    #expect(decoded == run)
  }

  @Test func jsonCarriesTheSchemaVersionAtTheTop() throws {
    let json = JSONReportWriter.json(for: ReportFixtures.run())
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == HarnessRun.currentSchemaVersion)
    #expect(HarnessRun.currentSchemaVersion == 9)
    #expect(
      Set(object.keys) == [
        "absent", "costs", "knownDeviations", "scenarios", "schemaVersion", "screens", "states", "steps",
        "toolVersion", "totals", "traces", "variants",
      ])
  }

  @Test func jsonIsTheSameForTheSameRun() {
    #expect(
      JSONReportWriter.json(for: ReportFixtures.run()) == JSONReportWriter.json(for: ReportFixtures.run()))
  }

  @Test func makeOrdersScenariosByPathAndTracesByRegistryOrder() {
    let run = ReportFixtures.run()
    #expect(run.scenarios.map(\.scenario) == ["bmi/save.scenario", "products/favourite.scenario"])
    #expect(run.traces.map(\.variant) == ["mvc", "mvvmc", "viper", "mvc", "mvvmc", "viper"])
    #expect(run.costs.map(\.variant) == ["mvc", "mvvmc", "viper"])
  }

  @Test func missingTraceMakesTheVariantAbsentForThatScenario() {
    let traces = ReportFixtures.traces.filter {
      !($0.variant == "mvvmc" && $0.scenario == "bmi/save.scenario")
    }
    let run = ReportFixtures.run(traces: traces)
    #expect(run.cell(of: "mvvmc", in: run.scenarios[0]) == "absent")
    #expect(run.absence(of: "mvvmc", in: run.scenarios[0]) == "no trace")
    #expect(run.totals.absent == 3)
  }
}
