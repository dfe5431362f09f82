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
  private var window: Window?
  private var app: (any AppVariant)?

  init(scenario: Scenario, variant: any AppVariant.Type) {
    self.scenario = scenario
    self.variant = variant
    clock = VirtualClock(start: scenario.startDate)
    environment = AppEnvironment(
      api: ScriptedProductAPI(scenario: scenario, clock: clock, log: log),
      historyStore: ScriptedHistoryStore(scenario: scenario, clock: clock, log: log),
      clock: clock, ids: SequentialIDGenerator())
  }

  // MARK: - Acting

  /// Performs a user action; returns why it could not be performed, if it could not.
  func act(_ action: Step.Action) -> UIError? {
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
      case .wait, .expect, .expectMissing, .expectScreen, .expectTab: break
      }
      return nil
    } catch {
      return error
    }
  }

  /// Lays out the window (lists build the rows that came on screen), as UIKit does at the end
  /// of a run-loop turn: part of the app's work in a step.
  func layOut() {
    window?.layoutIfNeeded()
  }

  private func launchedWindow() throws(UIError) -> Window {
    guard let window else { throw .notLaunched }
    return window
  }

  // MARK: - Checking

  /// Checks an assertion; returns what is wrong, if anything.
  func check(_ action: Step.Action) -> String? {
    guard let window else { return UIError.notLaunched.description }
    return Expectation.check(action, in: window)
  }

  // MARK: - Recording

  /// The trace of the step just performed, and the problems it revealed.
  func record(step: Step, index: Int, failures: [String]) -> (trace: StepTrace, problems: [String]) {
    let navigation = window?.takeNavigationEvents().map(\.description) ?? []
    let problems = (window?.takeProblems() ?? []) + log.drainProblems()
    let trace = StepTrace(
      index: index, line: step.location.line, source: step.sourceLine,
      screen: window?.renderScreen() ?? "(not launched)", navigation: navigation, calls: log.drain(),
      state: app?.exportState().canonicalLines ?? [], failures: failures)
    return (trace, problems.map { "line \(step.location.line): \($0)" })
  }

  /// Fails every call still parked on the clock, lets the app finish, and lists what outlived
  /// its screen.
  func tearDown(budget: Int) -> [String] {
    _ = clock.tearDown(budget: budget)
    var leaks = window?.lifetimes.leaks() ?? []
    let sleeping = clock.pendingTimers + clock.pendingSleepers
    if sleeping > 0 {
      leaks.append(
        "\(sleeping) task\(sleeping == 1 ? "" : "s") still sleeping after the app was torn down: "
          + "a loop that sleeps again when it is cancelled")
    }
    return leaks
  }

  /// Problems noticed after the last step (during tear-down).
  func remainingProblems() -> [String] {
    (window?.takeProblems() ?? []) + log.drainProblems()
  }
}
