import Traces

/// A replay as `results.json` holds it (`$.traces`): a ``ReplayTrace`` whose steps are indices
/// into the table of steps (`$.steps`).
struct SharedTrace: Codable, Equatable, Sendable {
  var scenario: String
  var scenarioName: String
  var variant: String
  var outcome: ReplayOutcome
  /// The positions of the replay's steps in `$.steps`, in the order they ran.
  var steps: [Int]
  var leaks: [String]
  var problems: [String]
  var durationMicroseconds: Int
  var actionCount: Int
  var stepAppNanoseconds: [Int]
  var appOutput: [AppOutput]

  init(_ trace: ReplayTrace, steps: [Int]) {
    scenario = trace.scenario
    scenarioName = trace.scenarioName
    variant = trace.variant
    outcome = trace.outcome
    self.steps = steps
    leaks = trace.leaks
    problems = trace.problems
    durationMicroseconds = trace.durationMicroseconds
    actionCount = trace.actionCount
    stepAppNanoseconds = trace.stepAppNanoseconds
    appOutput = trace.appOutput
  }

  private enum CodingKeys: String, CodingKey {
    case scenario, scenarioName, variant, outcome, steps, leaks, problems, durationMicroseconds, actionCount
    case stepAppNanoseconds, appOutput
  }

  /// Decodes a replay; one without app times or app output (as ``ReplayTrace`` reads it) has none.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    scenario = try container.decode(String.self, forKey: .scenario)
    scenarioName = try container.decode(String.self, forKey: .scenarioName)
    variant = try container.decode(String.self, forKey: .variant)
    outcome = try container.decode(ReplayOutcome.self, forKey: .outcome)
    steps = try container.decode([Int].self, forKey: .steps)
    leaks = try container.decode([String].self, forKey: .leaks)
    problems = try container.decode([String].self, forKey: .problems)
    durationMicroseconds = try container.decode(Int.self, forKey: .durationMicroseconds)
    actionCount = try container.decode(Int.self, forKey: .actionCount)
    stepAppNanoseconds = try container.decodeIfPresent([Int].self, forKey: .stepAppNanoseconds) ?? []
    appOutput = try container.decodeIfPresent([AppOutput].self, forKey: .appOutput) ?? []
  }

  /// The replay, its steps being `steps`.
  func replayTrace(steps: [StepTrace]) -> ReplayTrace {
    ReplayTrace(
      scenario: scenario, scenarioName: scenarioName, variant: variant, outcome: outcome, steps: steps,
      leaks: leaks, problems: problems, durationMicroseconds: durationMicroseconds, actionCount: actionCount,
      stepAppNanoseconds: stepAppNanoseconds, appOutput: appOutput)
  }
}
