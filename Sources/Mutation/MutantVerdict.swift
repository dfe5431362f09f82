/// What one judge made of one mutant.
public enum MutantVerdict: String, Codable, Sendable {
  /// The judge failed: a unit test, or a replay (expectation, divergence from the unmutated
  /// variant, crash, no-settle, leak).
  case killed
  /// The judge ran out of time: neither a kill nor a survival (a loaded machine must not make a
  /// score), counted in a column of its own.
  case timedOut = "timed-out"
  /// The judge passed with the mutant on.
  case survived
  /// The judge never runs the mutated code, so it was not run (it could not fail).
  case notReached = "not-reached"

  /// Whether the judge caught the mutant.
  public var isKill: Bool { self == .killed }
}

/// Both judges' verdicts on one mutant.
public struct JudgedMutant: Equatable, Sendable {
  public var mutant: Mutant
  public var unitTests: MutantVerdict
  public var replays: MutantVerdict

  public init(mutant: Mutant, unitTests: MutantVerdict, replays: MutantVerdict) {
    self.mutant = mutant
    self.unitTests = unitTests
    self.replays = replays
  }

  /// Whether either judge caught the mutant.
  public var isKilled: Bool { unitTests.isKill || replays.isKill }

  /// Whether no judge caught the mutant and one ran out of time: whether it survives is unknown.
  public var isUndecided: Bool { !isKilled && (unitTests == .timedOut || replays == .timedOut) }
}

extension VariantTestability {
  /// Tallies `judged` (one variant's mutants, in id order) out of `generated`, of which
  /// `equivalents` were not judged.
  public init(
    variant: String, module: String, unitTestTarget: String?, generated: Int, judged: [JudgedMutant],
    equivalents: [EquivalentMutant] = []
  ) {
    let survivors = judged.filter { !$0.isKilled && !$0.isUndecided }.map {
      SurvivingMutant(
        mutant: $0.mutant, reachedByUnitTests: $0.unitTests != .notReached,
        reachedByReplays: $0.replays != .notReached)
    }
    self.init(
      variant: variant, module: module, unitTestTarget: unitTestTarget, generated: generated,
      judged: judged.count, killedByUnitTests: judged.filter(\.unitTests.isKill).count,
      killedByReplays: judged.filter(\.replays.isKill).count, killedByEither: judged.filter(\.isKilled).count,
      timedOut: judged.filter(\.isUndecided).count, survived: survivors.count,
      unreached: survivors.filter(\.isUnreached).count, survivors: survivors, equivalents: equivalents)
  }
}
