import AppContract
import Comparison
import DeterministicRuntime
import Foundation
import Replay
import ScenarioLanguage
import Supervisor
import Terminal
import Traces

/// The replays of `arch-harness _worker`: each scenario on each given variant in this process
/// (the replay runtime is installed by `HarnessMain`), each step and each finished replay reported
/// on standard output (``WorkerMessage``), the app's own output kept apart (``WorkerOutput``).
public enum WorkerReplays {
  /// Replays the scenarios at `paths` (then, when `readsMoreFromInput`, those read on standard
  /// input up to `END`) on each of `variants`, the first scenario from its `skipped`-th variant on;
  /// each `repeatCount` times. Given `headingPaths`, it first reports the heading of each scenario
  /// there that parses (read into `catalog` already), then that it has. Returns the worker's exit
  /// status.
  public static func run(
    _ paths: [String], from catalog: inout WorkerCatalog, on chosen: [any AppVariant.Type],
    skipping skipped: Int,
    repeatCount: Int, readsMoreFromInput: Bool, reportingHeadingsOf headingPaths: [String]? = nil
  ) -> Int32 {
    // The command line's scenarios are found before the app's output is moved away from standard
    // error (``WorkerOutput``), so that a worker started by hand shows why a path gives none.
    var scenarios: [Scenario] = []
    for path in paths {
      guard let scenario = catalog.scenario(at: path) else {
        Console.error(catalog.noScenarioMessage(at: path))
        return ExitCode.badInput
      }
      scenarios.append(scenario)
    }
    var skipped = skipped
    guard var output = WorkerOutput() else { return ExitCode.runtimeUnavailable }
    if let headingPaths {
      for path in headingPaths {
        if let heading = catalog.parsedScenario(at: path).flatMap(ScenarioHeading.init) {
          output.send(.heading(heading))
        }
      }
      output.send(.headingsEnded)
    }
    for scenario in scenarios {
      if !replay(scenario, on: chosen.dropFirst(skipped), repeatCount: repeatCount, output: &output) {
        return ExitCode.success
      }
      skipped = 0
    }
    output.flush()
    guard readsMoreFromInput else { return ExitCode.success }
    while let path = WorkerLifeline.nextLine(), path != WorkerProtocol.endOfInput {
      guard let scenario = catalog.scenario(at: path) else {
        return noScenario(at: path, in: catalog, output: &output)
      }
      if !replay(scenario, on: chosen[...], repeatCount: repeatCount, output: &output) {
        return ExitCode.success
      }
      output.flush()
    }
    return ExitCode.success
  }

  /// Replays `scenario` on each of `variants`; false when the worker must stop before the next
  /// replay (a replay left work running: it says so, and a fresh worker takes the rest).
  private static func replay(
    _ scenario: Scenario, on variants: ArraySlice<any AppVariant.Type>, repeatCount: Int,
    output: inout WorkerOutput
  ) -> Bool {
    for variant in variants {
      output.send(.scenarioStarted(path: scenario.path, variant: variant.name))
      output.send(.finished(replay(scenario, on: variant, repeatCount: repeatCount, output: &output)))
      if ReplayRuntime.leftoverWork != nil {
        output.send(.restarting(reason: "work left running by \(scenario.path) on \(variant.name)"))
        return false
      }
    }
    return true
  }

  /// Stops the worker at a path the supervisor sent that gives no scenario (its standard error is
  /// the file the supervisor reads).
  private static func noScenario(
    at path: String, in catalog: WorkerCatalog, output: inout WorkerOutput
  ) -> Int32 {
    output.flush()
    Console.error(catalog.noScenarioMessage(at: path))
    return ExitCode.badInput
  }

  /// Replays `scenario` on `variant` `repeatCount` times; the first replay's trace, without its
  /// steps (they went one by one), or `nondeterministic` if a later replay differs.
  private static func replay(
    _ scenario: Scenario, on variant: any AppVariant.Type, repeatCount: Int, output: inout WorkerOutput
  ) -> ReplayTrace {
    var trace = replay(scenario, on: variant, sendsSteps: true, output: &output)
    for attempt in 1..<repeatCount where ReplayRuntime.leftoverWork == nil {
      let again = replay(scenario, on: variant, sendsSteps: false, output: &output)
      if let difference = TraceEquality.firstDifference(trace, again) {
        trace.outcome = .nondeterministic(
          message: "replay \(attempt + 1) of \(repeatCount) differs: \(difference)")
        break
      }
    }
    // The steps and their times went one by one; the supervisor puts them back.
    trace.steps = []
    trace.stepAppNanoseconds = []
    return trace
  }

  /// Replays `scenario` once, sending a heartbeat per step and, with `sendsSteps`, each step's
  /// record with the app's own time in it, and what the app printed in it.
  private static func replay(
    _ scenario: Scenario, on variant: any AppVariant.Type, sendsSteps: Bool, output: inout WorkerOutput
  ) -> ReplayTrace {
    var appNanoseconds = 0
    var marker: StepMarker?
    var droppedContinuations: [String] = []
    output.appOutput.startReplay()
    let trace = ReplayRuntime.runOnMainActor {
      Replayer(scenario: scenario, relativePath: scenario.path, variant: variant).run { progress in
        switch progress {
        case .stepStarted(let index, let step):
          let started = StepMarker(
            index: index, file: step.location.file, line: step.location.line, column: step.location.column,
            source: step.sourceLine)
          marker = started
          output.send(.stepStarted(started), runsAppCode: !step.action.isAssertion)
        case .stepTimed(_, let nanoseconds, _):
          appNanoseconds = nanoseconds
        case .stepFinished(let step):
          if sendsSteps { output.send(.stepFinished(step, appNanoseconds: appNanoseconds)) }
          droppedContinuations += marker.map { output.sendAppOutput(at: $0, sends: sendsSteps) } ?? []
        case .tearDownStarted:
          output.send(.tearDownStarted)
        }
      }
    }
    droppedContinuations +=
      marker.map { output.sendAppOutput(at: .tearDown(after: $0), sends: sendsSteps) } ?? []
    return trace.leaking(droppedContinuations)
  }
}

extension ScenarioHeading {
  /// The heading of `scenario`; nil when a `covers:` line is placed in another file than the
  /// scenario's own (which the heading cannot say).
  init?(_ scenario: Scenario) {
    guard scenario.covers.allSatisfy({ $0.location.file == scenario.path }) else { return nil }
    self.init(
      path: scenario.path, name: scenario.name, tags: scenario.tags,
      covers: scenario.covers.map { Cover(id: $0.id, line: $0.location.line, column: $0.location.column) })
  }
}
