import DeterministicRuntime
import Foundation
import Reports
import Testing

/// The planted faults of the SwiftUI era, on the `swiftui` app: the link presents a screen with
/// a counter and a ticker, healthy but for the variant's fault, which the scenario reports at its
/// step while the other scenarios pass on the same variant.
@Suite(.needsReplayRuntime) struct SwiftUIPlantedFaultTests {
  /// Shows the fault screen (line 6), bumps the counter and expects it at 1 (lines 7–8), then
  /// takes the ticker away and lets the clock run (lines 9–10).
  static let faultScenario = """
    scenario: A planted SwiftUI fault fires on a deep link
    api fetchProducts -> fixtures/products-3.json after 100ms

    launch
    wait 100ms
    open "app://fault"
    tap fault.bump
    expect fault.count "Count: 1"
    tap fault.hide
    wait 3s

    """

  static let cases = [
    PlantedFaultTests.Expected(
      fault: "swiftui-task-ignores-cancel", status: "no-settle", line: 9,
      text:
        "Scenarios/a-fault.scenario:9:1: error: `tap fault.hide` did not settle: 10000 jobs ran and work is "
        + "still queued (budget 10000); an effect that re-sends itself without waiting on the clock?"),
    PlantedFaultTests.Expected(
      fault: "swiftui-state-lost", status: "fails-expect", line: nil,
      text:
        "Scenarios/a-fault.scenario:8:1: error: expected `fault.count` to read \"Count: 1\", but it reads "
        + "\"Count: 0\""),
  ]

  @Test func theFaultScreenWithoutAFaultPassesTheSameScenario() async throws {
    let scratch = try ScratchScenarios(writing: ["a-fault.scenario": Self.faultScenario])
    defer { scratch.remove() }
    let (status, output) = try await HarnessProcess.run(
      ["replay", "--variant", "swiftui-fault-screen", "--scenarios", scratch.root.path],
      binary: "arch-harness-testbed")
    #expect(status == 0, "\(output)")
    #expect(output.contains("1 passed, 0 failed"), "\(output)")
  }

  @Test(arguments: cases)
  func theFaultyScenarioIsReportedAtItsStepAndTheOthersPass(expected: PlantedFaultTests.Expected) async throws
  {
    try await PlantedFaultTests.replayFaultScenario(Self.faultScenario, expecting: expected)
  }

  /// The fault whose model is changed off the main actor.
  static let offMainActorFault = "swiftui-model-off-main"

  /// What a model changed off the main actor fails: the step that changed it, naming the model
  /// and the view that reads it, under each backend the build and the system have.
  static let offMainActorMessage =
    "Scenarios/a-fault.scenario:7:1: error: `tap fault.bump` changed `TallyModel` (read by `TallyView`) off "
    + "the main actor, from a job of the global executor (`Task.detached`, an actor or nonisolated async "
    + "code); views read it on the main actor, so change it there"

  @Test(arguments: ReplayBackend.allCases.filter { $0.unavailableReason == nil })
  func aModelChangedByADetachedTaskFailsItsStepNamingTheModel(backend: ReplayBackend) async throws {
    let scratch = try ScratchScenarios(
      copying: PlantedFaultTests.healthy, writing: ["a-fault.scenario": Self.faultScenario])
    defer { scratch.remove() }
    let out = scratch.base.appendingPathComponent("reports")
    let (status, _) = try await HarnessProcess.run(
      [
        "run", "--quiet", "--variant", Self.offMainActorFault, "--scenarios", scratch.root.path, "--out",
        out.path, "--format", "json",
      ], binary: "arch-harness-testbed", environment: [ReplayBackend.environmentVariable: backend.rawValue])
    #expect(status == 1)
    let run = try JSONReportWriter.run(
      from: String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8))
    let traces = Dictionary(uniqueKeysWithValues: run.traces.map { ($0.scenario, $0) })
    let faulty = try #require(traces["Scenarios/a-fault.scenario"])
    #expect(faulty.outcome.status == "step-failed")
    #expect(faulty.outcome.line == 7)
    #expect(faulty.failureMessages == [Self.offMainActorMessage], "\(faulty.failureMessages)")
    #expect(faulty.leaks.isEmpty && faulty.problems.isEmpty, "\(faulty.leaks) \(faulty.problems)")
    for path in PlantedFaultTests.healthy {
      #expect(traces["Scenarios/\(path)"]?.outcome == .passed, "\(path)")
    }
  }
}
