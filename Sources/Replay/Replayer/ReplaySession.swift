import AppContract
import DeterministicRuntime
import Domain
import Foundation
import HeadlessUI
import ScenarioLanguage
import Traces

/// The world of one replay: the virtual clock, the scripted services, the window and, once
/// launched, the variant's app. Lives on the driver's thread, which is the main actor's.
@MainActor
final class ReplaySession {
  let scenario: Scenario
  let variant: any AppVariant.Type
  let clock: VirtualClock
  let log = ServiceCallLog()
  let environment: AppEnvironment
  /// The scripted history store, for `expect-record`.
  let store: ScriptedHistoryStore
  private var window: Window?
  private var app: (any AppVariant)?
  /// Where the last `mark` step was: the number of calls logged by then, and its line.
  private var mark: (calls: Int, line: Int)?
  /// The canonical lines of the app's state, each part's made again only when it changed.
  private let stateLines = CanonicalLineCache()
  /// The state recorded last, handed back for an assertion: it runs no app code, so the state
  /// cannot have changed since (``Window/verifiesIncrementalRendering`` exports it afresh too).
  private var lastState: [String]?

  init(scenario: Scenario, variant: any AppVariant.Type) {
    self.scenario = scenario
    self.variant = variant
    clock = VirtualClock(start: scenario.startDate)
    store = ScriptedHistoryStore(scenario: scenario, clock: clock, log: log)
    environment = AppEnvironment(
      api: ScriptedProductAPI(scenario: scenario, clock: clock, log: log), historyStore: store,
      clock: clock, ids: SequentialIDGenerator())
  }

  // MARK: - Acting

  /// Performs a user action; returns why it could not be performed, if it could not.
  func act(_ action: Step.Action) -> String? {
    do throws(UIError) {
      switch action {
      case .launch:
        let window = Window()
        self.window = window
        app = variant.init(environment: environment, window: window)
        window.makeKeyAndVisible()
      case .tap(let id): try launchedWindow().tap(id)
      case .type(let id, let text): try launchedWindow().type(id, text: text)
      case .clear(let id): try launchedWindow().clear(id)
      case .choose(let id, let option): try launchedWindow().choose(id, option: option)
      case .back: try launchedWindow().tapBack()
      case .swipeDismiss: try launchedWindow().swipeDismiss()
      case .open(let url): try launchedWindow().open(url: url)
      case .scroll(let id): try launchedWindow().scroll(to: id)
      case .selectTab(let tab): try launchedWindow().selectTab(tab)
      case .tapDisabled(let id): return Expectation.checkDisabled(id, in: try launchedWindow())
      case .refused(let inner): return try refuse(inner)
      case .wait, .expect, .expectMissing, .expectScreen, .expectTab, .expectCalls, .expectNavigation,
        .expectTitle, .expectRows, .expectRenderedRows, .expectOrder, .expectCallsAnyOrder, .expectCallCount,
        .expectState, .expectStateContains, .expectRecord, .mark:
        break
      }
      return nil
    } catch {
      return error.description
    }
  }

  /// Lays out the window (lists build the rows that came on screen), as UIKit does at the end
  /// of a run-loop turn: part of the app's work in a step.
  func layOut() {
    window?.layoutIfNeeded()
  }

  func launchedWindow() throws(UIError) -> Window {
    guard let window else { throw .notLaunched }
    return window
  }

  // MARK: - Checking

  /// Checks an assertion against the window and `lastAction`, the record of the most recent step
  /// that acted; returns what is wrong, if anything.
  func check(_ action: Step.Action, lastAction: StepTrace?) -> String? {
    switch action {
    case .expectCallCount(let call, let count):
      let since = mark.map { "`mark` (line \($0.line))" } ?? "launch"
      return Expectation.checkCount(of: call, count, in: log.calls.dropFirst(mark?.calls ?? 0), since: since)
    case .expectRecord(let expected): return Expectation.checkRecord(expected, in: store.records)
    default:
      guard let window else { return UIError.notLaunched.description }
      return Expectation.check(action, in: window, lastAction: lastAction)
    }
  }

  /// `mark` at `line`: call counts start from the calls logged so far.
  func setMark(line: Int) {
    mark = (log.calls.count, line)
  }

  /// The unscripted calls the services met since the last time this was asked.
  func takeUnscriptedCalls() -> [String] {
    log.drainUnscripted()
  }

  // MARK: - Recording

  /// The trace of the step just performed, and the problems it revealed.
  func record(step: Step, index: Int, failures: [String]) -> (trace: StepTrace, problems: [String]) {
    let navigation = window?.takeNavigationEvents().map(\.description) ?? []
    let problems = (window?.takeProblems() ?? []) + log.drainProblems()
    let trace = StepTrace(
      index: index, line: step.location.line, source: step.sourceLine,
      screen: window?.renderScreen() ?? "(not launched)", navigation: navigation, calls: log.drain(),
      state: state(after: step), failures: failures)
    return (trace, problems.map { "line \(step.location.line): \($0)" })
  }

  /// The app's state after `step`: exported, or after an assertion the state recorded last.
  private func state(after step: Step) -> [String] {
    if step.action.isAssertion, let lastState {
      if Window.verifiesIncrementalRendering {
        let afresh = app.map { stateLines.lines(for: $0.exportState()) } ?? []
        if afresh != lastState {
          fatalError(
            "\(step.location): the state exported after an assertion differs from the one before it: "
              + "an export that changes the app, or an assertion that ran app code")
        }
      }
      return lastState
    }
    let state = app.map { stateLines.lines(for: $0.exportState()) } ?? []
    lastState = state
    return state
  }

  /// Ends the replay: fails every call still parked on the clock and lets the app finish, then
  /// releases the app and its window and lets that settle too. Returns what outlived its time —
  /// screens that left during the replay and are still alive, every screen and every object a
  /// screen registered (view models, presenters, interactors, coordinators, stores …) still alive
  /// once nothing holds the app, tasks still sleeping — and the problems noticed meanwhile.
  func tearDown(budget: Int) -> (leaks: [String], problems: [String]) {
    _ = clock.tearDown(budget: budget)
    var problems = (window?.takeProblems() ?? []) + log.drainProblems()
    guard let tracker = window?.lifetimes else { return ([], problems) }
    var leaks = tracker.leaks()
    let duringReplay = Set(leaks)
    if let root = window?.rootViewController { tracker.screensLeft([root]) }
    app = nil
    window = nil
    _ = ReplayRuntime.settle(budget: budget)
    problems += log.drainProblems()
    leaks += tracker.leaks().filter { !duringReplay.contains($0) }.map {
      "\($0), still alive after the app and its window were released (a retain cycle?)"
    }
    let sleeping = clock.pendingTimers + clock.pendingSleepers
    if sleeping > 0 {
      leaks.append(
        "\(sleeping) task\(sleeping == 1 ? "" : "s") still sleeping after the app was torn down: "
          + "a loop that sleeps again when it is cancelled")
    }
    return (leaks, problems)
  }
}
