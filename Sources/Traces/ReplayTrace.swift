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
  /// Wall time of the whole replay in microseconds, launch, recording and tear-down included
  /// (JUnit's test time; never compared).
  public var durationMicroseconds: Int
  /// How many user actions the scenario performed (for time per action).
  public var actionCount: Int
  /// The app's own work in each step, in nanoseconds of the worker's main-thread CPU time (not
  /// wall time, which a busy machine inflates; every job of a replay runs on that thread): the
  /// action and the settling after it, or the virtual-time advance of a `wait` (0 for assertions). The
  /// harness's own work — checking, rendering, recording, encoding — is not in it. One entry per
  /// recorded step; empty when not measured. Never compared: timings vary from run to run.
  public var stepAppNanoseconds: [Int]
  /// What the app wrote to its standard output and error, step by step (only the steps that
  /// wrote something), bounded: shown in the reports, never compared.
  public var appOutput: [AppOutput]

  public init(
    scenario: String, scenarioName: String, variant: String, outcome: ReplayOutcome, steps: [StepTrace],
    leaks: [String] = [], problems: [String] = [], durationMicroseconds: Int = 0, actionCount: Int = 0,
    stepAppNanoseconds: [Int] = [], appOutput: [AppOutput] = []
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
    self.stepAppNanoseconds = stepAppNanoseconds
    self.appOutput = appOutput
  }

  /// The app's own work over the whole replay (``stepAppNanoseconds`` summed), in microseconds;
  /// nil when it was not measured.
  public var appMicroseconds: Int? {
    stepAppNanoseconds.isEmpty ? nil : (stepAppNanoseconds.reduce(0, +) + 500) / 1000
  }

  private enum CodingKeys: String, CodingKey {
    case scenario, scenarioName, variant, outcome, steps, leaks, problems, durationMicroseconds, actionCount
    case stepAppNanoseconds, appOutput
  }

  /// Decodes a trace; results written before app times were measured, or before the app's output
  /// was captured, decode with none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    scenario = try container.decode(String.self, forKey: .scenario)
    scenarioName = try container.decode(String.self, forKey: .scenarioName)
    variant = try container.decode(String.self, forKey: .variant)
    outcome = try container.decode(ReplayOutcome.self, forKey: .outcome)
    steps = try container.decode([StepTrace].self, forKey: .steps)
    leaks = try container.decode([String].self, forKey: .leaks)
    problems = try container.decode([String].self, forKey: .problems)
    durationMicroseconds = try container.decode(Int.self, forKey: .durationMicroseconds)
    actionCount = try container.decode(Int.self, forKey: .actionCount)
    stepAppNanoseconds = try container.decodeIfPresent([Int].self, forKey: .stepAppNanoseconds) ?? []
    appOutput = try container.decodeIfPresent([AppOutput].self, forKey: .appOutput) ?? []
  }

  /// Whether the replay has a failure message (``failureMessages`` is not empty), found without
  /// gathering them: the reports ask it of every replay, nearly all of which have none.
  public var hasFailureMessages: Bool {
    outcome.message != nil || !leaks.isEmpty || steps.contains { !$0.failures.isEmpty }
  }

  /// Every failure message of the replay, in order: failed steps' messages, the outcome's, leaks.
  public var failureMessages: [String] {
    var messages = steps.flatMap(\.failures)
    if let message = outcome.message, !messages.contains(message) { messages.append(message) }
    messages += leaks.map { "leak: \($0)" }
    return messages
  }
}
