import CodeMetrics
import Comparison
import Mutation
import Traces

/// Everything one run of the harness found: what was compared, each scenario's comparison, every
/// trace, and the cost table. The reports are made from it alone; it holds no wall-clock
/// timestamps, so two runs of the same code give the same run but for the durations.
public struct HarnessRun: Codable, Equatable, Sendable {
  /// The build configuration of this tool, which is also its workers' (`#if DEBUG`).
  public static var currentBuildConfiguration: String {
    #if DEBUG
    "debug"
    #else
    "release"
    #endif
  }

  /// The version of this structure's encoding (`results.json`).
  public static let currentSchemaVersion = 9

  public var schemaVersion: Int
  /// The harness's version (`arch-harness 0.1.0`).
  public var toolVersion: String
  /// The variants compared, in registry order.
  public var variants: [ComparedVariant]
  /// Variants asked for but not compared, and why.
  public var absent: [AbsentVariant]
  /// One comparison per scenario, by scenario path.
  public var scenarios: [ScenarioComparison]
  /// Every replay, by scenario path and then in registry order (`results.json` holds what they
  /// share once: see `HarnessRun+Coding.swift`).
  public var traces: [ReplayTrace]
  /// One entry per compared variant that was measured, in registry order.
  public var costs: [VariantCost]
  public var totals: RunTotals
  /// The part of the corpus this run replayed (`run --shard`), or nil for a whole run.
  public var shard: Shard?
  /// How much of the specification the run's clean scenarios cover, when it was read.
  public var coverage: SpecCoverage?
  /// The known-deviations list the run was judged with (empty when there is none).
  public var knownDeviations: [KnownDeviation] = []
  /// The build configuration of the tool whose workers measured the times (`debug` or
  /// `release`; `mixed` for merged shards of both); nil when not recorded.
  public var buildConfiguration: String?
  /// The replay backend the workers replayed with: `spi` or `hooks` (`mixed` for merged shards
  /// of both); nil when not recorded.
  public var replayBackend: String?
  /// The variant the costs are compared with (`mvc-massive`), when it was measured in this run.
  public var costBaseline: String?
  /// Every cost against the baseline's, in the order of ``costs``; nil without a baseline.
  public var costRatios: [CostRatio]?
  /// Each era baseline's ratios (the SwiftUI era's variants against `swiftui`), when one was
  /// measured; nil otherwise.
  public var eraCostRatios: [EraCostRatios]?
  /// Each core module that measured variants of the run share, split out of their costs (what
  /// survives a UI-framework change); nil when no two measured variants share one.
  public var sharedCores: [SharedCoreCost]?
  /// What `arch-harness mutate` measured (the Testability section), when it was run.
  public var testability: Testability?
  /// What `arch-harness coverage` recorded (the Behaviour map section), when it was run.
  public var behaviourMap: BehaviourMap?
  /// What `arch-harness change-cost` measured (the Change cost section), when it was run.
  public var changeCost: ChangeCostReport?

  public init(
    toolVersion: String, variants: [ComparedVariant], absent: [AbsentVariant],
    scenarios: [ScenarioComparison],
    traces: [ReplayTrace], costs: [VariantCost], buildConfiguration: String? = nil,
    replayBackend: String? = nil
  ) {
    self.schemaVersion = Self.currentSchemaVersion
    self.toolVersion = toolVersion
    self.variants = variants
    self.absent = absent
    self.scenarios = scenarios
    self.traces = traces
    self.costs = costs
    self.buildConfiguration = buildConfiguration
    self.replayBackend = replayBackend
    self.totals = RunTotals(comparisons: scenarios, variantCount: variants.count + absent.count)
  }

  /// Builds a run from loose traces (in any order, as workers finish): groups them by scenario,
  /// orders scenarios by path and traces by `variants`' order, and compares each scenario with
  /// ``Comparator``. A compared variant with no trace for a scenario is absent there
  /// (`no trace`). When `costBaseline` names a measured variant, every cost is also given as a
  /// ratio to that variant's; each of `eraBaselines` that was measured gets the costs of its era
  /// (``EraCostRatios``). The cores the variants share are split out of their costs
  /// (``SharedCoreCost``).
  public static func make(
    toolVersion: String, variants: [ComparedVariant], absent: [AbsentVariant], traces: [ReplayTrace],
    costs: [VariantCost], buildConfiguration: String? = nil, replayBackend: String? = nil,
    knownDeviations: [KnownDeviation] = [], costBaseline: String? = nil, eraBaselines: [String] = []
  ) -> HarnessRun {
    let order = Dictionary(
      variants.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    let sorted = traces.sorted {
      ($0.scenario, order[$0.variant] ?? Int.max, $0.variant) < (
        $1.scenario, order[$1.variant] ?? Int.max, $1.variant
      )
    }
    var comparisons: [ScenarioComparison] = []
    var start = sorted.startIndex
    while start < sorted.endIndex {
      let path = sorted[start].scenario
      let end = sorted[start...].firstIndex { $0.scenario != path } ?? sorted.endIndex
      let group = Array(sorted[start..<end])
      let missing = variants.filter { variant in !group.contains { $0.variant == variant.name } }
      comparisons.append(
        Comparator.compare(
          group, absent: absent + missing.map { AbsentVariant(variant: $0.name, reason: "no trace") },
          known: knownDeviations.filter { $0.scenario == path }))
      start = end
    }
    let costOrder = costs.sorted { (order[$0.variant] ?? Int.max) < (order[$1.variant] ?? Int.max) }
    var run = HarnessRun(
      toolVersion: toolVersion, variants: variants, absent: absent, scenarios: comparisons, traces: sorted,
      costs: costOrder, buildConfiguration: buildConfiguration, replayBackend: replayBackend)
    run.knownDeviations = knownDeviations
    if let costBaseline, let ratios = CostRatio.ratios(of: costOrder, baseline: costBaseline) {
      run.costBaseline = costBaseline
      run.costRatios = ratios
    }
    let eraRatios = EraCostRatios.make(costs: costOrder, variants: variants, baselines: eraBaselines)
    run.eraCostRatios = eraRatios.isEmpty ? nil : eraRatios
    let cores = SharedCoreCost.split(
      costs: costOrder,
      sharedModules: Dictionary(
        variants.map { ($0.name, $0.sharedCoreModules) }, uniquingKeysWith: { first, _ in first }))
    run.sharedCores = cores.isEmpty ? nil : cores
    return run
  }
}
