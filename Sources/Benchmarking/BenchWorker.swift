import AppContract
import DeterministicRuntime
import Foundation
import Replay
import ReplayWorker
import ScenarioLanguage
import Supervisor
import Terminal
import Traces

/// `arch-harness _worker --bench …`: replays each scenario again and again in this process,
/// timing the app's own work (the Replayer times the action and its settling, or a `wait`'s
/// advance, on the main thread's CPU clock and on the monotonic clock, and nothing else) and the
/// harness's work around it (monotonic clock), until every kind of action's median CPU time is
/// known within the precision asked for, or a limit is reached.
/// Each scenario's measurements go to the supervisor as one `BENCH` message.
public enum BenchWorker {
  /// How long to measure.
  public struct Plan: Sendable {
    public var minReplays = 10
    public var maxReplays = 200
    /// Stop after this much wall time per scenario (once 3 replays were measured).
    public var maxSeconds = 30.0
    /// The half-width of the 95 % confidence interval of each action's median, as a fraction
    /// of it, that ends the measuring (0.1: ±10 %).
    public var precision = 0.1
    /// Names of the scenario's actions, in order (else the actions' command words).
    public var kinds: [String] = []
    /// Send each step's heartbeat and record as a worker of a run does, and time the writing.
    public var writesSteps = false

    /// The defaults.
    public init() {}
  }

  /// Measures each of `scenarios` on `variant` and sends each scenario's measurement; returns the
  /// worker's exit status.
  public static func run(
    _ scenarios: [Scenario], on variant: any AppVariant.Type, plan: Plan, output: inout WorkerOutput
  ) -> Int32 {
    for scenario in scenarios {
      let measurement = measure(scenario, on: variant, plan: plan, output: &output)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let json = (try? encoder.encode(measurement)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
      output.send(.benchmark(json: json))
      if ReplayRuntime.leftoverWork != nil { break }
    }
    output.flush()
    return ExitCode.success
  }

  // MARK: - One scenario

  /// One step of one replay, timed.
  struct StepTiming {
    /// The app's own work on the thread's CPU clock, and on the monotonic clock.
    var app = 0
    var appWall = 0
    var check = 0
    var record = 0
    var encode = 0
    var write = 0
    var total = 0
    var traceBytes = 0
    var rows = 0
  }

  static func measure(
    _ scenario: Scenario, on variant: any AppVariant.Type, plan: Plan, output: inout WorkerOutput
  ) -> BenchMeasurement {
    let groups = actionGroups(of: scenario)
    let kindCount = (groups.last ?? -1) + 1
    let kinds =
      plan.kinds.count == kindCount
      ? plan.kinds
      : (0..<kindCount).map { group in
        scenario.steps[groups.firstIndex(of: group) ?? 0].action.command
      }
    var perReplay: [[StepTiming]] = []
    var outcome = "pass"
    let started = ContinuousClock.now
    var replays = 0
    var converged = false
    while true {
      let (trace, timings) = replayOnce(scenario, on: variant, writesSteps: plan.writesSteps, output: &output)
      if replays > 0 || plan.minReplays <= 0 { perReplay.append(timings) }  // the first one warms up
      replays += 1
      if trace.outcome != .passed {
        outcome = "\(trace.outcome.status): \(trace.failureMessages.first ?? "")"
        break
      }
      if ReplayRuntime.leftoverWork != nil {
        outcome = "work left running after the replay"
        break
      }
      let measured = perReplay.count
      let halfWidths = (0..<kindCount).map { kind in
        BenchStatistics.relativeHalfWidth(actionTimes(perReplay, groups: groups, kind: kind))
      }
      converged = measured >= 3 && halfWidths.allSatisfy { $0 <= plan.precision }
      let elapsed = ContinuousClock.now - started
      if measured >= plan.maxReplays || (converged && measured >= plan.minReplays)
        || (measured >= 3 && elapsed > .milliseconds(Int64(plan.maxSeconds * 1000)))
      {
        break
      }
    }
    return summarize(
      scenario, variant: variant.name, kinds: kinds, groups: groups, perReplay: perReplay, outcome: outcome,
      converged: converged)
  }

  /// Replays `scenario` once, timing every step.
  static func replayOnce(
    _ scenario: Scenario, on variant: any AppVariant.Type, writesSteps: Bool, output: inout WorkerOutput
  ) -> (ReplayTrace, [StepTiming]) {
    var timings = [StepTiming](repeating: StepTiming(), count: scenario.steps.count)
    var scratch = WorkerMessageWriter()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64 * 1024)
    output.send(.scenarioStarted(path: scenario.path, variant: variant.name))
    output.flush()  // the heartbeat of a replay
    var stepStart = ContinuousClock.now
    var performed = ContinuousClock.now
    var current = 0
    let trace = ReplayRuntime.runOnMainActor {
      Replayer(scenario: scenario, relativePath: scenario.path, variant: variant).run { progress in
        switch progress {
        case .stepStarted(let index, let step):
          current = index
          stepStart = .now
          if writesSteps {
            output.send(
              .stepStarted(
                StepMarker(
                  index: index, file: step.location.file, line: step.location.line,
                  column: step.location.column, source: step.sourceLine)),
              runsAppCode: !step.action.isAssertion)
            timings[index].write = nanoseconds(from: stepStart, to: .now)
          }
        case .stepTimed(_, let app, let wall):
          performed = .now
          timings[current].app = app
          timings[current].appWall = wall
        case .stepFinished(let step):
          let recorded = ContinuousClock.now
          let traceBytes: Int
          if writesSteps {
            let before = output.pendingByteCount
            output.send(.stepFinished(step, appNanoseconds: timings[current].app))
            traceBytes = output.pendingByteCount - before
          } else {
            bytes.removeAll(keepingCapacity: true)
            scratch.append(.stepFinished(step, appNanoseconds: timings[current].app), to: &bytes)
            traceBytes = bytes.count
          }
          let encoded = ContinuousClock.now
          var timing = timings[current]
          timing.check = nanoseconds(from: stepStart, to: performed) - timing.write - timing.appWall
          timing.record = nanoseconds(from: performed, to: recorded)
          timing.encode = nanoseconds(from: recorded, to: encoded)
          timing.total = nanoseconds(from: stepStart, to: encoded)
          timing.traceBytes = traceBytes
          timing.rows = rowCount(step.screen)
          timings[current] = timing
        case .tearDownStarted:
          if writesSteps { output.send(.tearDownStarted) }
        }
      }
    }
    return (trace, Array(timings.prefix(trace.stepAppNanoseconds.count)))
  }
}
