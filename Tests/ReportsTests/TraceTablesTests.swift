import Foundation
import HarnessTestSupport
import Testing
import Traces

@testable import Reports

/// `results.json` holds each distinct screen and step once, and the replays' steps as positions in
/// those tables: reading it back gives the same run, whatever the replays hold.
@Suite struct TraceTablesTests {
  @Test("a generated run reads back as itself, and is written as JSONEncoder writes it", arguments: 0..<60)
  func generatedRunsReadBack(seed: UInt64) throws {
    let run = RunGenerator.run(seed: seed)
    let json = JSONReportWriter.json(for: run)
    #expect(json == (try TraceJSONWriterTests.reference(run)) + "\n")
    #expect(try JSONReportWriter.run(from: json) == run)
    #expect(try HarnessRun.read(json: Array(json.utf8), source: "s/results.json") == run)
  }

  @Test(
    "the generated runs hold agreeing, divergent, failing and stopped replays, app output, known deviations, left-out variants and costs"
  )
  func generatedRunsCoverEveryKindOfReplay() {
    let runs = (0..<60).map { RunGenerator.run(seed: UInt64($0)) }
    let comparisons = runs.flatMap(\.scenarios)
    let traces = runs.flatMap(\.traces)
    #expect(comparisons.contains { $0.divergence != nil })
    #expect(comparisons.filter { $0.divergence == nil && $0.outcomes.count > 1 }.count > 10)
    #expect(traces.contains { !$0.outcome.isFinished })
    #expect(traces.contains { $0.steps.contains { !$0.failures.isEmpty } })
    #expect(traces.contains { !$0.appOutput.isEmpty && !$0.leaks.isEmpty })
    #expect(comparisons.contains { $0.outcomes.contains { $0.knownReason != nil } && !$0.absent.isEmpty })
    let costs = runs.flatMap(\.costs)
    #expect(
      costs.contains { $0.microsecondsPerAction == nil } && costs.contains { $0.microsecondsPerAction != nil }
    )
    #expect(costs.contains { $0.sourceFiles.count > 1 })
  }

  @Test("each distinct screen and step is in its table once", arguments: 0..<60)
  func eachScreenAndStepOnce(seed: UInt64) {
    let run = RunGenerator.run(seed: seed)
    let tables = TraceTables(run.traces)
    let steps = run.traces.flatMap(\.steps)
    #expect(tables.screens.count == Set(steps.map(\.screen)).count)
    #expect(Set(tables.screens) == Set(steps.map(\.screen)))
    #expect(tables.states.count == Set(steps.map(\.state)).count)
    #expect(Set(tables.states) == Set(steps.map(\.state)))
    #expect(tables.steps.count == Set(tables.steps).count)
    #expect(tables.traces.map(\.steps.count) == run.traces.map(\.steps.count))
  }

  @Test("a variant whose steps agree with another's adds no screen and no step", arguments: 0..<20)
  func anAgreeingVariantAddsNoStep(seed: UInt64) {
    let run = RunGenerator.run(seed: seed)
    let twins = run.traces.map { trace in
      var twin = trace
      twin.variant += "-twin"
      twin.stepAppNanoseconds = twin.stepAppNanoseconds.map { $0 + 1 }
      return twin
    }
    let tables = TraceTables(run.traces)
    let doubled = TraceTables(run.traces + twins)
    #expect(doubled.screens == tables.screens)
    #expect(doubled.states == tables.states)
    #expect(doubled.steps == tables.steps)
    #expect(doubled.traces.suffix(twins.count).map(\.steps) == tables.traces.map(\.steps))
  }

  @Test("texts that differ only in how an accent is written are each kept, and read back, as written")
  func accentsKeptAsWritten() throws {
    func trace(_ scenario: String, _ text: String) -> ReplayTrace {
      let step = StepTrace(
        index: 0, line: 1, source: "tap \(text)", screen: "screen \(text)", navigation: [], calls: [text],
        state: ["name: \(text)"], failures: [])
      return ReplayTrace(
        scenario: scenario, scenarioName: scenario, variant: "mvc", outcome: .passed, steps: [step],
        durationMicroseconds: 1, actionCount: 1, stepAppNanoseconds: [1])
    }
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(composed == decomposed)
    let traces = [trace("a.scenario", composed), trace("b.scenario", decomposed)]
    let tables = TraceTables(traces)
    #expect(
      tables.screens.map { Array($0.utf8) } == [composed, decomposed].map { Array("screen \($0)".utf8) })
    #expect(tables.states.count == 2)
    #expect(tables.steps.count == 2)
    let read = try tables.replayTraces()
    for (written, back) in zip(traces, read) {
      let (step, readStep) = (written.steps[0], back.steps[0])
      #expect(Array(readStep.screen.utf8) == Array(step.screen.utf8))
      #expect(Array(readStep.source.utf8) == Array(step.source.utf8))
      #expect(readStep.state.map { Array($0.utf8) } == step.state.map { Array($0.utf8) })
      #expect(readStep.calls.map { Array($0.utf8) } == step.calls.map { Array($0.utf8) })
    }
  }

  @Test("the fixture run's replays share the steps where the variants agree")
  func fixtureTables() {
    let tables = TraceTables(ReportFixtures.run().traces)
    #expect(tables.screens == ["bmi.form", "products.list\n  row p1", "products.detail"])
    #expect(tables.states == [["tab: products"]])
    #expect(tables.traces.map(\.steps) == [[0, 1], [0, 2], [], [3, 4], [3, 4], [3, 5]])
  }

  @Test(
    "a position that is not in its table is refused at its path",
    arguments: [
      (
        #""screens":["a"],"steps":[{"calls":[],"failures":[],"index":0,"line":1,"navigation":[],"screen":1,"#
          + #""source":"launch","state":0}],"states":[[]],"traces":[]"#,
        "s/results.json: error: $.steps[0].screen: 1 is not an index of $.screens (it has 0 to 0)"
      ),
      (
        #""screens":[],"states":[],"steps":[],"traces":[{"actionCount":0,"appOutput":[],"durationMicroseconds":0,"#
          + #""leaks":[],"outcome":{"passed":{}},"problems":[],"scenario":"a.scenario","scenarioName":"A","#
          + #""stepAppNanoseconds":[],"steps":[5],"variant":"mvc"}]"#,
        "s/results.json: error: $.traces[0].steps[0]: 5 is not an index of $.steps (it is empty)"
      ),
    ])
  func positionOutOfItsTable(tables: String, message: String) throws {
    let empty = JSONReportWriter.json(
      for: HarnessRun.make(toolVersion: "t", variants: [], absent: [], traces: [], costs: []))
    let text = empty.replacingOccurrences(of: #""screens":[],"#, with: "")
      .replacingOccurrences(of: #""states":[],"steps":[],"#, with: "")
      .replacingOccurrences(of: #""traces":[]"#, with: tables)
    #expect(text != empty)
    #expect(throws: HarnessRun.MergeError(message)) {
      try HarnessRun.read(json: Array(text.utf8), source: "s/results.json")
    }
  }

  @Test(
    "a negative or outsized figure is refused where it is written, before a report formats it",
    arguments: [
      (
        #""actionCount":0,"durationMicroseconds":-1500000,"stepAppNanoseconds":[],"steps":[]"#,
        "s/results.json:1:431: error: $.traces[0].durationMicroseconds: -1500000 is not a figure a run writes"
      ),
      (
        #""actionCount":-2,"durationMicroseconds":0,"stepAppNanoseconds":[],"steps":[]"#,
        "s/results.json:1:406: error: $.traces[0].actionCount: -2 is not a figure a run writes"
      ),
      (
        #""actionCount":0,"durationMicroseconds":0,"stepAppNanoseconds":[-7],"steps":[]"#,
        "s/results.json:1:455: error: $.traces[0].stepAppNanoseconds[0]: -7 is not a figure a run writes"
      ),
      (
        #""actionCount":0,"durationMicroseconds":1e13,"stepAppNanoseconds":[],"steps":[]"#,
        "s/results.json:1:431: error: $.traces[0].durationMicroseconds: 1e13 is not a figure a run writes"
      ),
      (
        #""actionCount":0,"durationMicroseconds":0,"stepAppNanoseconds":[],"steps":[-1]"#,
        "s/results.json:1:466: error: $.traces[0].steps[0]: -1 is not a figure a run writes"
      ),
    ])
  func negativeFigureOfAReplay(figures: String, message: String) throws {
    let empty = JSONReportWriter.json(
      for: HarnessRun.make(toolVersion: "t", variants: [], absent: [], traces: [], costs: []))
    let trace =
      #"[{"appOutput":[],"leaks":[],"outcome":{"passed":{}},"problems":[],"scenario":"a.scenario","#
      + #""scenarioName":"A","variant":"mvc","# + figures + "}]"
    let text = empty.replacingOccurrences(of: #""traces":[]"#, with: #""traces":"# + trace)
    #expect(text != empty)
    #expect(throws: HarnessRun.MergeError(message + " (a whole number from 0 to 1000000000000)")) {
      try HarnessRun.read(json: Array(text.utf8), source: "s/results.json")
    }
  }
}
