/// The whole record of replaying one scenario on one variant.
public struct ReplayTrace: Codable, Equatable, Sendable {
  /// The scenario file, relative to the scenarios folder (`products/favourite.scenario`).
  public var scenario: String
  public var scenarioName: String
  public var variant: String
  public var outcome: ReplayOutcome
  public var steps: [StepTrace]
  /// Screens and objects still alive after the scenario ended and pending calls were failed.
  public var leaks: [String]
  /// Things the harness noticed that are not the variant's fault alone: unscripted service calls,
  /// UIKit-style misuse the window reported.
  public var problems: [String]
  /// Wall time of the replay in microseconds (for the cost table, never compared).
  public var durationMicroseconds: Int
  /// How many user actions the scenario performed (for time per action).
  public var actionCount: Int

  public init(
    scenario: String, scenarioName: String, variant: String, outcome: ReplayOutcome, steps: [StepTrace],
    leaks: [String] = [], problems: [String] = [], durationMicroseconds: Int = 0, actionCount: Int = 0
  ) {
    self.scenario = scenario
    self.scenarioName = scenarioName
    self.variant = variant
    self.outcome = outcome
    self.steps = steps
    self.leaks = leaks
    self.problems = problems
    self.durationMicroseconds = durationMicroseconds
    self.actionCount = actionCount
  }

  /// Every failure message of the replay, in order: failed steps' messages, the outcome's, leaks.
  public var failureMessages: [String] {
    var messages = steps.flatMap(\.failures)
    switch outcome {
    case .stepFailed(_, let message), .didNotSettle(_, let message), .unscriptedCall(_, let message),
      .crashed(_, let message),
      .timedOut(_, let message), .nondeterministic(let message):
      if !messages.contains(message) { messages.append(message) }
    case .passed, .failedExpectations, .leaked: break
    }
    messages += leaks.map { "leak: \($0)" }
    return messages
  }
}
