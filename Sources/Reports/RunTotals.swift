import Comparison

/// The run's counts, for title lines and CI summaries.
public struct RunTotals: Codable, Equatable, Sendable {
  /// Scenarios compared.
  public var scenarios: Int
  /// Scenarios where every compared variant passed and all agreed at every step.
  public var cleanScenarios: Int
  /// Scenarios where the variants' traces differ at some step.
  public var divergentScenarios: Int
  /// Scenario × variant replays compared (absent variants not included).
  public var replays: Int
  /// Replays whose matrix cell is `pass`.
  public var passed: Int
  /// Replays that passed on their own but differ from the reference (`diverges`).
  public var diverged: Int
  /// Replays with any other outcome (`fails-expect`, `step-failed`, `no-settle`, `crashed`,
  /// `timed-out`, `leaks`).
  public var failed: Int
  /// Scenario × variant cells with no replay (`absent`).
  public var absent: Int

  public init(
    scenarios: Int, cleanScenarios: Int, divergentScenarios: Int, replays: Int, passed: Int, diverged: Int,
    failed: Int, absent: Int
  ) {
    self.scenarios = scenarios
    self.cleanScenarios = cleanScenarios
    self.divergentScenarios = divergentScenarios
    self.replays = replays
    self.passed = passed
    self.diverged = diverged
    self.failed = failed
    self.absent = absent
  }

  /// Counts `comparisons`; `variantCount` is the matrix's number of columns (compared and absent
  /// variants).
  public init(comparisons: [ScenarioComparison], variantCount: Int) {
    let cells = comparisons.flatMap { $0.outcomes.map(\.cell) }
    self.init(
      scenarios: comparisons.count,
      cleanScenarios: comparisons.filter(\.isClean).count,
      divergentScenarios: comparisons.filter { $0.divergence != nil }.count,
      replays: cells.count,
      passed: cells.filter { $0 == "pass" }.count,
      diverged: cells.filter { $0 == "diverges" }.count,
      failed: cells.filter { $0 != "pass" && $0 != "diverges" }.count,
      absent: comparisons.count * variantCount - cells.count)
  }

  /// True when every replay passed, none diverged and no variant was absent.
  public var isAllClear: Bool { passed == replays && absent == 0 }
}
