import CodeMetrics
import Comparison
import Mutation
import Traces

/// `results.json`'s shape (schema version 9): the run's members as they are, but for the traces,
/// which are written as ``TraceTables`` — each distinct screen, state and step once
/// (`screens`, `states`, `steps`), each replay's steps as positions in them (`traces`). Reading gives back the same
/// run.
extension HarnessRun {
  enum CodingKeys: String, CodingKey {
    case schemaVersion, toolVersion, variants, absent, scenarios, costs, totals, shard, coverage
    case knownDeviations, buildConfiguration, replayBackend, costBaseline, costRatios, eraCostRatios,
      sharedCores, testability, behaviourMap, changeCost
    case screens, states, steps, traces
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
    toolVersion = try container.decode(String.self, forKey: .toolVersion)
    variants = try container.decode([ComparedVariant].self, forKey: .variants)
    absent = try container.decode([AbsentVariant].self, forKey: .absent)
    scenarios = try container.decode([ScenarioComparison].self, forKey: .scenarios)
    let tables = TraceTables(
      screens: try container.decode([String].self, forKey: .screens),
      states: try container.decode([[String]].self, forKey: .states),
      steps: try container.decode([SharedStep].self, forKey: .steps),
      traces: try container.decode([SharedTrace].self, forKey: .traces))
    traces = try tables.replayTraces()
    costs = try container.decode([VariantCost].self, forKey: .costs)
    totals = try container.decode(RunTotals.self, forKey: .totals)
    shard = try container.decodeIfPresent(Shard.self, forKey: .shard)
    coverage = try container.decodeIfPresent(SpecCoverage.self, forKey: .coverage)
    knownDeviations = try container.decode([KnownDeviation].self, forKey: .knownDeviations)
    buildConfiguration = try container.decodeIfPresent(String.self, forKey: .buildConfiguration)
    replayBackend = try container.decodeIfPresent(String.self, forKey: .replayBackend)
    costBaseline = try container.decodeIfPresent(String.self, forKey: .costBaseline)
    costRatios = try container.decodeIfPresent([CostRatio].self, forKey: .costRatios)
    eraCostRatios = try container.decodeIfPresent([EraCostRatios].self, forKey: .eraCostRatios)
    sharedCores = try container.decodeIfPresent([SharedCoreCost].self, forKey: .sharedCores)
    testability = try container.decodeIfPresent(Testability.self, forKey: .testability)
    behaviourMap = try container.decodeIfPresent(BehaviourMap.self, forKey: .behaviourMap)
    changeCost = try container.decodeIfPresent(ChangeCostReport.self, forKey: .changeCost)
  }

  public func encode(to encoder: any Encoder) throws {
    let tables = TraceTables(traces)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schemaVersion, forKey: .schemaVersion)
    try container.encode(toolVersion, forKey: .toolVersion)
    try container.encode(variants, forKey: .variants)
    try container.encode(absent, forKey: .absent)
    try container.encode(scenarios, forKey: .scenarios)
    try container.encode(tables.screens, forKey: .screens)
    try container.encode(tables.states, forKey: .states)
    try container.encode(tables.steps, forKey: .steps)
    try container.encode(tables.traces, forKey: .traces)
    try container.encode(costs, forKey: .costs)
    try container.encode(totals, forKey: .totals)
    try container.encodeIfPresent(shard, forKey: .shard)
    try container.encodeIfPresent(coverage, forKey: .coverage)
    try container.encode(knownDeviations, forKey: .knownDeviations)
    try container.encodeIfPresent(buildConfiguration, forKey: .buildConfiguration)
    try container.encodeIfPresent(replayBackend, forKey: .replayBackend)
    try container.encodeIfPresent(costBaseline, forKey: .costBaseline)
    try container.encodeIfPresent(costRatios, forKey: .costRatios)
    try container.encodeIfPresent(eraCostRatios, forKey: .eraCostRatios)
    try container.encodeIfPresent(sharedCores, forKey: .sharedCores)
    try container.encodeIfPresent(testability, forKey: .testability)
    try container.encodeIfPresent(behaviourMap, forKey: .behaviourMap)
    try container.encodeIfPresent(changeCost, forKey: .changeCost)
  }
}
