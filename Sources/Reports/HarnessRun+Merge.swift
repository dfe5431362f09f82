import CodeMetrics
import Comparison
import Traces

extension HarnessRun {
  /// Why shard results cannot be merged.
  public struct MergeError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
      self.description = description
    }
  }

  /// The run the shards `parts` (named by `sources`, for messages) make together: the same run an
  /// unsharded `run` would have made, apart from durations. The parts must be the shards
  /// 1…n of one split, each once, of the same tool version and variants, each replay once, of
  /// variants among `knownVariants` (when given: the variants of the tool that merges).
  public static func merged(
    _ parts: [HarnessRun], sources: [String], knownVariants: [String]? = nil
  ) throws(MergeError) -> HarnessRun {
    guard let first = parts.first else { throw MergeError("nothing to merge") }
    for (part, source) in zip(parts, sources) {
      try part.checkReplays(source: source, knownVariants: knownVariants)
      guard part.schemaVersion == currentSchemaVersion else {
        throw MergeError("\(source): schema version \(part.schemaVersion), expected \(currentSchemaVersion)")
      }
      guard part.variants == first.variants, part.absent == first.absent else {
        throw MergeError("\(source): compares other variants than \(sources[0])")
      }
      guard part.toolVersion == first.toolVersion else {
        throw MergeError(
          "\(source): made by arch-harness \(part.toolVersion), \(sources[0]) by \(first.toolVersion)")
      }
    }
    try checkShards(parts.map(\.shard), sources: sources)
    var replayedIn: [ReplayKey: String] = [:]
    for (part, source) in zip(parts, sources) {
      for (index, trace) in part.traces.enumerated() {
        if let other = replayedIn.updateValue(source, forKey: ReplayKey(trace)), other != source {
          throw MergeError(
            "\(source): $.traces[\(index)]: '\(trace.scenario)' on \(trace.variant) is in \(other) too")
        }
      }
    }
    var owner: [String: String] = [:]
    for (part, source) in zip(parts, sources) {
      for scenario in part.scenarios.map(\.scenario) {
        if let other = owner.updateValue(source, forKey: scenario) {
          throw MergeError("\(scenario) is in both \(other) and \(source)")
        }
      }
    }
    let traces = parts.flatMap(\.traces)
    let costs = first.costs.map { cost in
      var merged = cost
      let measured = CostMeasurer.measuredReplays(traces.filter { $0.variant == cost.variant })
      merged.measuredReplays = measured.count
      merged.microsecondsPerAction = CostMeasurer.medianMicrosecondsPerAction(of: measured)
      let interval = CostMeasurer.microsecondsPerActionInterval(of: measured)
      merged.microsecondsPerActionLow = interval?.low
      merged.microsecondsPerActionHigh = interval?.high
      return merged
    }
    let configurations = Set(parts.map(\.buildConfiguration))
    let backends = Set(parts.map(\.replayBackend))
    var knownDeviations: [KnownDeviation] = []
    for deviation in parts.flatMap(\.knownDeviations) where !knownDeviations.contains(deviation) {
      knownDeviations.append(deviation)
    }
    var run = make(
      toolVersion: first.toolVersion, variants: first.variants, absent: first.absent, traces: traces,
      costs: costs,
      buildConfiguration: configurations.count == 1 ? first.buildConfiguration : "mixed",
      replayBackend: backends.count == 1 ? first.replayBackend : "mixed",
      knownDeviations: knownDeviations, costBaseline: first.costBaseline,
      eraBaselines: first.eraCostRatios?.map(\.baseline) ?? [])
    run.coverage = parts.compactMap(\.coverage).reduce(nil) { merged, part in
      merged?.merged(with: part) ?? part
    }
    run.testability = try agreed(parts.map(\.testability), name: "Testability section", sources: sources)
    run.behaviourMap = try agreed(parts.map(\.behaviourMap), name: "Behaviour map", sources: sources)
    run.changeCost = try agreed(parts.map(\.changeCost), name: "Change cost section", sources: sources)
    return run
  }

  /// The section the parts that hold one all hold, or nil when none does: a section `mutate` or
  /// `coverage` added measures the whole corpus, so each part that has it has the same one.
  private static func agreed<Section: Equatable>(
    _ sections: [Section?], name: String, sources: [String]
  ) throws(MergeError) -> Section? {
    let held = zip(sections, sources).compactMap { section, source in section.map { ($0, source) } }
    guard let first = held.first else { return nil }
    if let other = held.first(where: { $0.0 != first.0 }) {
      throw MergeError(
        "\(other.1): its \(name) differs from the one in \(first.1); add it again after merging")
    }
    return first.0
  }

  private static func checkShards(_ shards: [Shard?], sources: [String]) throws(MergeError) {
    if shards.count == 1, shards[0] == nil { return }
    guard let count = shards.first??.count else {
      throw MergeError("\(sources[0]): not a shard's results (run it with --shard I/N)")
    }
    for (shard, source) in zip(shards, sources) {
      guard let shard, shard.count == count else {
        throw MergeError("\(source): not a shard of the same \(count)-way split")
      }
    }
    let given = shards.compactMap { $0?.index }
    for index in 1...count where given.filter({ $0 == index }).count != 1 {
      let how = given.contains(index) ? "given more than once" : "missing"
      throw MergeError("shard \(index)/\(count) is \(how)")
    }
  }
}

// MARK: - One part's replays

extension HarnessRun {
  /// A scenario × variant pair.
  private struct ReplayKey: Hashable {
    var scenario: String
    var variant: String

    init(_ trace: ReplayTrace) {
      scenario = trace.scenario
      variant = trace.variant
    }
  }

  /// Refuses a part whose variants this tool does not know, a replay of a variant the part does
  /// not compare, and a scenario × variant replayed twice or compared twice.
  private func checkReplays(source: String, knownVariants: [String]?) throws(MergeError) {
    let names = variants.map(\.name)
    if let knownVariants {
      for (index, name) in names.enumerated() where !knownVariants.contains(name) {
        throw MergeError(
          "\(source): $.variants[\(index)].name: '\(name)' is not a variant of this tool "
            + "(\(knownVariants.joined(separator: ", ")))")
      }
    }
    var seen: [ReplayKey: Int] = [:]
    for (index, trace) in traces.enumerated() {
      guard names.contains(trace.variant) else {
        throw MergeError(
          "\(source): $.traces[\(index)].variant: '\(trace.variant)' is not one of the variants it compares "
            + "(\(names.joined(separator: ", ")))")
      }
      if let earlier = seen.updateValue(index, forKey: ReplayKey(trace)) {
        throw MergeError(
          "\(source): $.traces[\(index)]: '\(trace.scenario)' on \(trace.variant) was replayed already "
            + "at $.traces[\(earlier)]")
      }
    }
    var compared: [String: Int] = [:]
    for (index, comparison) in scenarios.enumerated() {
      if let earlier = compared.updateValue(index, forKey: comparison.scenario) {
        throw MergeError(
          "\(source): $.scenarios[\(index)]: '\(comparison.scenario)' was compared already at "
            + "$.scenarios[\(earlier)]")
      }
    }
  }
}
