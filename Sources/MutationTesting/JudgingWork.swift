import Mutation

/// The judge runs a `mutate` needs, and how their verdicts add up to each variant's.
///
/// A variant's mutants are those of its own module and of its shared cores. A unit-test target
/// judges a mutant once, whichever variants it is judged for (`ReducerCoreTests` on a core mutant
/// is the same run for both twins); the replays judge it on each variant. A judge whose unmutated
/// run never reaches a mutant's code is not run for it.
struct JudgingWork {
  /// One process run's worth of judging.
  enum Job: Hashable {
    /// The unit-test target `target` with mutant `mutant` on.
    case unitTests(target: String, mutant: Int)
    /// The scenarios reaching `mutant` on `variant`, replayed with it on.
    case replays(variant: String, mutant: Int)
  }

  /// What one variant is judged on.
  struct Variant {
    let name: String
    /// Its unit-test targets: its own module's and its cores'.
    let unitTestTargets: [String]
    /// The mutants judged for it, in id order.
    let mutants: [Mutant]
  }

  let variants: [Variant]
  /// The mutation points each target's unmutated run reaches.
  let unitReach: [String: Set<Int>]
  /// The mutation points each variant's unmutated replays reach.
  let replayReach: [String: Set<Int>]

  /// The `sample` (nil: every candidate) of each of `plan`'s modules judged for the `selected`
  /// variants, drawn once per module, so both twins judge the same mutants of their core.
  static func variants(of plan: MutationPlan, selected: [String], sample: Int?) -> [Variant] {
    var chosen: [String: [Mutant]] = [:]
    for module in plan.modules(judging: selected) {
      chosen[module.module] =
        sample.map { MutantSampler.sample(module.candidates, count: $0) } ?? module.candidates
    }
    let order = plan.modules.flatMap(\.variants)
    return selected.sorted { (order.firstIndex(of: $0) ?? .max) < (order.firstIndex(of: $1) ?? .max) }
      .map { name in
        Variant(
          name: name, unitTestTargets: plan.unitTestTargets(of: name),
          mutants: plan.modules(of: name).flatMap { chosen[$0.module] ?? [] }.sorted { $0.id < $1.id })
      }
  }

  /// Every job to run, each once, in the order of the variants and their mutants.
  var jobs: [Job] {
    var seen: Set<Job> = []
    var jobs: [Job] = []
    for variant in variants {
      for mutant in variant.mutants {
        let units = variant.unitTestTargets.filter { unitReach[$0]?.contains(mutant.id) ?? false }
        let replays = (replayReach[variant.name]?.contains(mutant.id) ?? false) ? [mutant.id] : []
        for job in units.map({ Job.unitTests(target: $0, mutant: mutant.id) })
          + replays.map({ Job.replays(variant: variant.name, mutant: $0) })
        where seen.insert(job).inserted {
          jobs.append(job)
        }
      }
    }
    return jobs
  }

  /// `variant`'s verdicts on its mutants from the jobs' `verdicts`: the unit tests kill a mutant
  /// when one of its targets does, time out when none does and one times out, and survive when
  /// every target reaching it passes; a job not run is not reached.
  func judged(_ variant: Variant, verdicts: [Job: MutantVerdict]) -> [JudgedMutant] {
    variant.mutants.map { mutant in
      let units = variant.unitTestTargets.compactMap { verdicts[.unitTests(target: $0, mutant: mutant.id)] }
      return JudgedMutant(
        mutant: mutant, unitTests: Self.combined(units),
        replays: verdicts[.replays(variant: variant.name, mutant: mutant.id)] ?? .notReached)
    }
  }

  /// `variant`'s row of the score table: its modules (`ReducerApp + ReducerCore`) and unit-test
  /// targets joined with ` + `, their mutants, and its `judged` mutants.
  static func testability(
    of variant: Variant, in plan: MutationPlan, judged: [JudgedMutant]
  ) -> VariantTestability {
    let modules = plan.modules(of: variant.name)
    return VariantTestability(
      variant: variant.name, module: modules.map(\.module).joined(separator: " + "),
      unitTestTarget: variant.unitTestTargets.isEmpty
        ? nil : variant.unitTestTargets.joined(separator: " + "),
      generated: modules.reduce(0) { $0 + $1.mutants.count }, judged: judged,
      equivalents: modules.flatMap(\.equivalents))
  }

  /// Several targets' verdicts on one mutant as one.
  static func combined(_ verdicts: [MutantVerdict]) -> MutantVerdict {
    for verdict in [MutantVerdict.killed, .timedOut, .survived] where verdicts.contains(verdict) {
      return verdict
    }
    return .notReached
  }
}
