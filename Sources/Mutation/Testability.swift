/// What mutation testing measured: per variant, how many planted faults each judge caught.
public struct Testability: Codable, Equatable, Sendable {
  /// The mutants judged per variant when sampled (`mutate --sample N`), or nil when all were.
  public var sample: Int?
  /// The operators used, in order.
  public var operators: [MutationOperator]
  /// One entry per variant, in registry order.
  public var variants: [VariantTestability]
  /// The fingerprint of the sources, tests and scenarios measured (see `run`, which keeps the
  /// section only while they are unchanged), when known.
  public var sourceDigest: String?

  public init(
    sample: Int?, operators: [MutationOperator] = MutationOperator.allCases, variants: [VariantTestability],
    sourceDigest: String? = nil
  ) {
    self.sample = sample
    self.operators = operators
    self.variants = variants
    self.sourceDigest = sourceDigest
  }
}

/// One variant's mutation score.
public struct VariantTestability: Codable, Equatable, Sendable {
  public var variant: String
  /// The variant's module (`MVCApp`).
  public var module: String
  /// The variant's unit-test target (`MVCAppTests`), or nil when it has none.
  public var unitTestTarget: String?
  /// The mutants the module holds.
  public var generated: Int
  /// The mutants judged (all but the equivalent ones, or a sample of them).
  public var judged: Int
  /// Judged mutants that made a unit test fail.
  public var killedByUnitTests: Int
  /// Judged mutants that made a replay fail, diverge from the unmutated variant, crash, not
  /// settle, leak or time out (a replay step's own time limit, which a mutant stuck in a loop hits).
  public var killedByReplays: Int
  /// Judged mutants killed by one judge or both.
  public var killedByEither: Int
  /// Judged mutants no judge killed and one ran out of time on: undecided, left out of the score.
  public var timedOut: Int
  /// Judged mutants neither judge killed, and none timed out on (the `survivors`, reached or not).
  public var survived: Int
  /// Survivors whose mutated code neither judge runs: untested code or equivalent-mutant candidates.
  public var unreached: Int
  /// Every survivor, by file and line.
  public var survivors: [SurvivingMutant]
  /// The mutants an ``EquivalenceRule`` matches: not judged, and not in the score.
  public var equivalents: [EquivalentMutant]

  public init(
    variant: String, module: String, unitTestTarget: String?, generated: Int, judged: Int,
    killedByUnitTests: Int, killedByReplays: Int, killedByEither: Int, timedOut: Int, survived: Int,
    unreached: Int, survivors: [SurvivingMutant], equivalents: [EquivalentMutant] = []
  ) {
    self.variant = variant
    self.module = module
    self.unitTestTarget = unitTestTarget
    self.generated = generated
    self.judged = judged
    self.killedByUnitTests = killedByUnitTests
    self.killedByReplays = killedByReplays
    self.killedByEither = killedByEither
    self.timedOut = timedOut
    self.survived = survived
    self.unreached = unreached
    self.survivors = survivors
    self.equivalents = equivalents
  }

  /// The judged mutants whose fate is known: all but the timed-out ones.
  public var decided: Int { judged - timedOut }

  /// Killed by either judge, in percent of the decided mutants (0 when none were).
  public var score: Int { percent(killedByEither) }

  /// `killed` in percent of the decided mutants (judged, not timed out; equivalent ones are not
  /// judged).
  public func percent(_ killed: Int) -> Int { decided <= 0 ? 0 : (killed * 100 + decided / 2) / decided }
}

/// A mutant no judge killed.
public struct SurvivingMutant: Codable, Equatable, Sendable {
  public var mutant: Mutant
  /// Whether the unit tests run the mutated code.
  public var reachedByUnitTests: Bool
  /// Whether the replays run the mutated code.
  public var reachedByReplays: Bool

  public init(mutant: Mutant, reachedByUnitTests: Bool, reachedByReplays: Bool) {
    self.mutant = mutant
    self.reachedByUnitTests = reachedByUnitTests
    self.reachedByReplays = reachedByReplays
  }

  /// Whether neither judge runs the mutated code: an equivalent-mutant candidate, or code no
  /// test exercises.
  public var isUnreached: Bool { !reachedByUnitTests && !reachedByReplays }
}
