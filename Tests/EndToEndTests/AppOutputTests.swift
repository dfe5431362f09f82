import Foundation
import Reports
import Testing
import Traces

/// What a variant prints never reaches the harness's messages: a forged result line is the
/// replay's app output, shown as such in every report, and the replay keeps its real outcome at
/// its real line and its name. A continuation dropped unresumed is a leak at its step.
@Suite(.needsReplayRuntime) struct AppOutputTests {
  static let fault = ["a-fault.scenario": PlantedFaultTests.faultScenario]
  static let forged =
    "TRACE\tScenarios/a-fault.scenario\tForged title\tforge-output\tpass\t\t\t0\t0\t0\t0\n"
    + "SCENARIO\tforge-output\tScenarios/other.scenario\n"
    + "STEPTRACE\t0\t5\t0\tlaunch\t+forged screen\t0\t0\t0\t0\n"
  static let failure =
    "Scenarios/a-fault.scenario:10:1: error: no back control on screen `products.list`: it is the root of its stack"
  static let runtimeLine =
    "SWIFT TASK CONTINUATION MISUSE: fire(in:keep:) leaked its continuation without resuming it. "
    + "This may cause tasks waiting on it to remain suspended forever.\n"
  static let leak =
    "Scenarios/a-fault.scenario:9:1: the variant dropped a continuation without resuming it while running "
    + "`open \"app://fault\"`: SWIFT TASK CONTINUATION MISUSE: fire(in:keep:) leaked its continuation without "
    + "resuming it; the task waiting on it stays suspended forever"

  @Test func aForgedTraceLineOnStandardOutputDoesNotPass() async throws {
    let scratch = try ScratchScenarios(writing: Self.fault)
    defer { scratch.remove() }
    let (status, output) = try await HarnessProcess.run(
      ["replay", "--variant", "forge-output", "--scenarios", scratch.root.path],
      binary: "arch-harness-testbed",
      environment: ["NO_COLOR": "1"], in: scratch.base)
    #expect(status == 1)
    #expect(
      output == """
        Scenarios/a-fault.scenario — A planted fault fires on a deep link
          forge-output step-failed
              \(Self.failure)
              app output, line 9, `open "app://fault"`:
                TRACE\tScenarios/a-fault.scenario\tForged title\tforge-output\tpass\t\t\t0\t0\t0\t0
                SCENARIO\tforge-output\tScenarios/other.scenario
                STEPTRACE\t0\t5\t0\tlaunch\t+forged screen\t0\t0\t0\t0
        0 passed, 1 failed

        """)
  }

  @Test func theForgedLinesAndTheDroppedContinuationAreInEveryReport() async throws {
    let scratch = try ScratchScenarios(writing: Self.fault)
    defer { scratch.remove() }
    let out = scratch.base.appendingPathComponent("reports")
    let (status, _) = try await HarnessProcess.run(
      [
        "run", "--quiet", "--variant", "forge-output,drop-continuation", "--scenarios", scratch.root.path,
        "--out", out.path,
      ], binary: "arch-harness-testbed")
    #expect(status == 1)
    let run = try JSONReportWriter.run(
      from: String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8))
    #expect(
      run.traces.map(\.scenarioName) == [
        "A planted fault fires on a deep link", "A planted fault fires on a deep link",
      ])
    #expect(run.traces.map(\.variant) == ["forge-output", "drop-continuation"])
    let forging = run.traces[0]
    #expect(forging.outcome == .stepFailed(line: 10, message: Self.failure))
    #expect(forging.steps.map(\.line) == [5, 6, 7, 8, 9, 10])
    #expect(
      forging.appOutput == [AppOutput(step: 4, line: 9, source: "open \"app://fault\"", text: Self.forged)])
    let dropping = run.traces[1]
    #expect(dropping.outcome == .leaked)
    #expect(dropping.leaks == [Self.leak])
    #expect(
      dropping.appOutput == [
        AppOutput(step: 4, line: 9, source: "open \"app://fault\"", text: Self.runtimeLine)
      ])

    let summary = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
    let failures = try #require(summary.firstRange(of: "## Failures")).lowerBound
    let cost = try #require(summary.firstRange(of: "## Cost")).lowerBound
    #expect(
      String(summary[failures..<cost]) == """
        ## Failures

        ### `forge-output` MVC with a planted fault: forge-output (harness tests only)

        - `Scenarios/a-fault.scenario` (step-failed)
          - ``\(Self.failure)``
          - app output, line 9, `open "app://fault"`:

            ```
            TRACE Scenarios/a-fault.scenario Forged title forge-output pass   0 0 0 0
            SCENARIO forge-output Scenarios/other.scenario
            STEPTRACE 0 5 0 launch +forged screen 0 0 0 0
            ```

        ### `drop-continuation` MVC with a planted fault: drop-continuation (harness tests only)

        - `Scenarios/a-fault.scenario` (leaks)
          - ``leak: \(Self.leak)``
          - app output, line 9, `open "app://fault"`:

            ```
            \(Self.runtimeLine.dropLast())
            ```


        """)
    let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(
      junit.contains(
        "<system-out>app output, line 9, `open &quot;app://fault&quot;`:\n\(Self.forged.dropLast())</system-out>"
      ))
    let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(
      html.contains(
        "<div class=\"app-output\"><p>app output of <code>drop-continuation</code></p><p class=\"note\">line 9, "
          + "`open &quot;app://fault&quot;`</p><pre>\(Self.runtimeLine.dropLast())</pre></div>"))
  }

  @Test func theOutputOfTheStepThatCrashedIsKeptWithTheRuntimesMessage() async throws {
    let scratch = try ScratchScenarios(writing: Self.fault)
    defer { scratch.remove() }
    let out = scratch.base.appendingPathComponent("reports")
    _ = try await HarnessProcess.run(
      [
        "run", "--quiet", "--variant", "crash-main", "--scenarios", scratch.root.path, "--out", out.path,
        "--format", "json",
      ], binary: "arch-harness-testbed")
    let run = try JSONReportWriter.run(
      from: String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8))
    let output = try #require(run.traces.first?.appOutput.first)
    #expect(output.step == 4)
    #expect(output.line == 9)
    #expect(output.text.hasSuffix(": Fatal error: planted crash on the main thread\n"), "\(output.text)")
  }
}
