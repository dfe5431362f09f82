import AppContract
import DeterministicRuntime
import Domain
import Foundation
import HeadlessUI
import ScenarioLanguage
import Traces

/// Replays one scenario on one variant, black box: it acts only on the window, as a user would,
/// lets the app settle after every step, and records what the step did.
///
/// Runs only in a process where ``ReplayRuntime/install()`` has run (an `arch-harness` worker),
/// on the driver's thread: `ReplayRuntime.runOnMainActor { replayer.run() }`.
@MainActor
public struct Replayer {
  public let scenario: Scenario
  /// The scenario's path relative to the scenarios folder, as reports name it.
  public let relativePath: String
  public let variant: any AppVariant.Type
  /// How many jobs one step may run before it counts as never settling.
  public let settleBudget: Int

  public init(
    scenario: Scenario, relativePath: String, variant: any AppVariant.Type,
    settleBudget: Int = ReplayRuntime.defaultBudget
  ) {
    self.scenario = scenario
    self.relativePath = relativePath
    self.variant = variant
    self.settleBudget = settleBudget
  }

  /// Replays every step and returns the trace; `progress` hears of each step before it runs and
  /// once it is recorded, and of the tear-down (a worker turns these into heartbeats that locate a crash or a hang).
  public func run(progress: (ReplayProgress) -> Void = { _ in }) -> ReplayTrace {
    let started = ContinuousClock.now
    MainActorChecks.install(isOnMainActor: { ReplayRuntime.isOnMainActor })
    _ = MainActorChecks.take()
    let session = ReplaySession(scenario: scenario, variant: variant)
    var steps: [StepTrace] = []
    var appTimes: [Int] = []
    var outcome = ReplayOutcome.passed
    var problems: [String] = []
    var lastAction: StepTrace?

    for (index, step) in scenario.steps.enumerated() {
      progress(.stepStarted(index: index, step: step))
      var result = perform(step, in: session, lastAction: lastAction)
      progress(
        .stepTimed(
          index: index, appNanoseconds: result.appNanoseconds, wallNanoseconds: result.wallNanoseconds))
      let unscripted = session.takeUnscriptedCalls()
      if !unscripted.isEmpty, !scenario.allowsUnscriptedCalls, result.stop == nil {
        let message =
          "\(step.location): error: \(unscripted.joined(separator: "; ")) "
          + "(or allow unscripted calls with `unscripted-calls: allowed`)"
        result.failures.append(message)
        result.stop = .unscriptedCall(line: step.location.line, message: message)
      }
      let record = session.record(step: step, index: index, failures: result.failures)
      steps.append(record.trace)
      appTimes.append(result.appNanoseconds)
      progress(.stepFinished(record.trace))
      problems += record.problems
      if scenario.allowsUnscriptedCalls { problems += unscripted.map { "line \(step.location.line): \($0)" } }
      if !step.action.isAssertion { lastAction = record.trace }
      if let stop = result.stop {
        outcome = stop
        break
      }
      if let first = result.failures.first, outcome == .passed {
        outcome = .failedExpectations(line: step.location.line, step: index, message: first)
      }
    }

    progress(.tearDownStarted)
    var (leaks, remainingProblems) = session.tearDown(budget: settleBudget)
    remainingProblems += MainActorChecks.take().map { "tear-down: \($0) was changed off the main actor" }
    if let leftover = ReplayRuntime.leftoverWork { leaks.append(leftover) }
    problems += remainingProblems
    if outcome == .passed, !leaks.isEmpty { outcome = .leaked }
    let elapsed = ContinuousClock.now - started
    return ReplayTrace(
      scenario: relativePath, scenarioName: scenario.name, variant: variant.name, outcome: outcome,
      steps: steps, leaks: leaks, problems: problems,
      durationMicroseconds: Int(elapsed.components.seconds) * 1_000_000
        + Int(elapsed.components.attoseconds / 1_000_000_000_000),
      actionCount: scenario.steps.filter { !$0.action.isAssertion && $0.action.command != "wait" }.count,
      stepAppNanoseconds: appTimes)
  }

  // MARK: - One step

  private struct StepResult {
    var failures: [String] = []
    var stop: ReplayOutcome?
    /// The app's own work: the action and the settling after it, or the advance of a `wait`, on
    /// the thread's CPU clock.
    var appNanoseconds = 0
    /// The same work on the monotonic clock (wall time: it also counts waiting for a core).
    var wallNanoseconds = 0
  }

  private func perform(_ step: Step, in session: ReplaySession, lastAction: StepTrace?) -> StepResult {
    // Where the step is, for a failure's message: made only when one is.
    var place: String { "\(step.location)" }
    if step.action.isAssertion {
      if case .mark = step.action { session.setMark(line: step.location.line) }
      let failure = session.check(step.action, lastAction: lastAction)
      return StepResult(failures: failure.map { ["\(place): error: \($0)"] } ?? [])
    }
    let settle: SettleOutcome
    let started = ContinuousClock.now
    let startedCPU = ThreadCPUClock.now()
    if case .wait(let duration) = step.action {
      settle = session.clock.advance(by: duration, budget: settleBudget)
    } else {
      let error = session.act(step.action)
      if let error {
        _ = ReplayRuntime.settle(budget: settleBudget)
        let message = "\(place): error: \(error)"
        return StepResult(
          failures: [message], stop: .stepFailed(line: step.location.line, message: message),
          appNanoseconds: ThreadCPUClock.now() - startedCPU, wallNanoseconds: Self.nanoseconds(since: started)
        )
      }
      settle = ReplayRuntime.settle(budget: settleBudget)
    }
    session.layOut()
    let appNanoseconds = ThreadCPUClock.now() - startedCPU
    let wallNanoseconds = Self.nanoseconds(since: started)
    if let realTime = ReplayRuntime.realTimeWork ?? Self.offMainActorChanges() {
      let message = "\(place): error: `\(step.sourceLine)` \(realTime)"
      return StepResult(
        failures: [message], stop: .stepFailed(line: step.location.line, message: message),
        appNanoseconds: appNanoseconds, wallNanoseconds: wallNanoseconds)
    }
    guard case .exceededBudget(let jobs) = settle else {
      return StepResult(appNanoseconds: appNanoseconds, wallNanoseconds: wallNanoseconds)
    }
    let message =
      "\(place): error: `\(step.sourceLine)` did not settle: \(jobs) jobs ran and work is still queued "
      + "(budget \(settleBudget)); an effect that re-sends itself without waiting on the clock?"
    return StepResult(
      failures: [message], stop: .didNotSettle(line: step.location.line, message: message),
      appNanoseconds: appNanoseconds)
  }

  /// What the step changed off the main actor that views read, described for its failure; nil
  /// when nothing.
  private static func offMainActorChanges() -> String? {
    let changes = MainActorChecks.take()
    guard !changes.isEmpty else { return nil }
    return "changed \(changes.joined(separator: ", ")) off the main actor, from a job of the global "
      + "executor (`Task.detached`, an actor or nonisolated async code); views read it on the main actor, "
      + "so change it there"
  }

  private static func nanoseconds(since start: ContinuousClock.Instant) -> Int {
    let elapsed = ContinuousClock.now - start
    return Int(elapsed.components.seconds) * 1_000_000_000
      + Int(elapsed.components.attoseconds / 1_000_000_000)
  }
}

/// What a replay is about to do.
public enum ReplayProgress: Sendable {
  /// The step at `index` of the scenario starts.
  case stepStarted(index: Int, step: Step)
  /// The step at `index` was performed (the app settled) and is about to be recorded: how long
  /// the app's own work took (the action and its settling, or a `wait`'s advance; 0 for
  /// assertions), on the thread's CPU clock (``ThreadCPUClock``) and on the monotonic clock.
  case stepTimed(index: Int, appNanoseconds: Int, wallNanoseconds: Int)
  /// A step ended and the app settled: what it did.
  case stepFinished(StepTrace)
  /// Every step ran (or the replay stopped); the app is being torn down.
  case tearDownStarted
}
