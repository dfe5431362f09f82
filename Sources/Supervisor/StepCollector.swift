import Traces

/// A replay's steps as its worker sends them, held in the steps array of the same scenario's
/// replay before it (on the variant before, in the same worker) for as long as each step equals
/// that replay's step at the same index. Variants that agree everywhere then hold one array
/// between them: the supervisor keeps one copy of their steps rather than one per variant, and a
/// comparison of two such replays' steps is answered by the array's identity.
///
/// The records ``WorkerMessageReader`` hands back for the steps on which variants agree share
/// their strings with the first replay's (``StepRecordMemo``), so each step is compared at once.
struct StepCollector: Sendable {
  /// The steps of the scenario's replay before, or none.
  private let reference: [StepTrace]
  /// How many of the steps so far are `reference`'s first, while no step has differed.
  private var sharedCount = 0
  /// The steps so far, once one of them is not `reference`'s step at its index.
  private var own: [StepTrace]?

  /// Collects a replay whose steps are expected to be `reference`'s.
  init(sharingWith reference: [StepTrace] = []) {
    self.reference = reference
  }

  /// The steps collected: `reference` itself while every step was its step at that index and
  /// the replay has as many, else an array of their own.
  var steps: [StepTrace] {
    if let own { return own }
    return sharedCount == reference.count ? reference : Array(reference.prefix(sharedCount))
  }

  /// Adds the next step.
  mutating func append(_ step: StepTrace) {
    if own == nil {
      if sharedCount < reference.count, reference[sharedCount] == step {
        sharedCount += 1
        return
      }
      var copied = Array(reference.prefix(sharedCount))
      copied.reserveCapacity(max(reference.count, sharedCount + 1))
      own = copied
    }
    own?.append(step)
  }
}
