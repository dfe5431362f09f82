import CodeMetrics

/// The costs of one era's variants against that era's own baseline (`swiftui` for the SwiftUI
/// era): the cost table's second set of ratio rows, beside the ratios to `mvc-massive` that every
/// variant has.
public struct EraCostRatios: Codable, Equatable, Sendable {
  /// The era (`swiftui`).
  public var era: String
  /// The variant the era's costs are divided by (`swiftui`).
  public var baseline: String
  /// Each measured variant of the era against the baseline, in the order of the run's `costs`.
  public var ratios: [CostRatio]

  public init(era: String, baseline: String, ratios: [CostRatio]) {
    self.era = era
    self.baseline = baseline
    self.ratios = ratios
  }

  /// The ratios of each of `baselines` that was measured, against the costs of the variants of its
  /// era (`variants` says which era each variant is of).
  static func make(costs: [VariantCost], variants: [ComparedVariant], baselines: [String]) -> [EraCostRatios]
  {
    let eras = Dictionary(variants.map { ($0.name, $0.era) }, uniquingKeysWith: { first, _ in first })
    return baselines.compactMap { baseline in
      guard let era = eras[baseline] else { return nil }
      let members = costs.filter { eras[$0.variant] == era }
      return CostRatio.ratios(of: members, baseline: baseline).map {
        EraCostRatios(era: era, baseline: baseline, ratios: $0)
      }
    }
  }
}
