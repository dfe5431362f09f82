import CodeMetrics

// MARK: - The variants grouped by era, as the matrix and the cost table show them

/// Consecutive columns of one era under one header.
public struct EraSpan: Equatable, Sendable {
  /// `UIKit era`, `SwiftUI era`, or `not compared` over the absent variants.
  public var title: String
  /// How many columns it spans.
  public var count: Int

  public init(title: String, count: Int) {
    self.title = title
    self.count = count
  }
}

extension HarnessRun {
  /// The title over the absent variants' columns when the eras are shown.
  static let absentEraTitle = "not compared"

  /// The compared variants by era: the eras in the order of their first variant, each with its
  /// variants in registry order.
  public var eraGroups: [(era: String, variants: [String])] {
    var groups: [(era: String, variants: [String])] = []
    for variant in variants {
      if let index = groups.firstIndex(where: { $0.era == variant.era }) {
        groups[index].variants.append(variant.name)
      } else {
        groups.append((variant.era, [variant.name]))
      }
    }
    return groups
  }

  /// Whether the reports group their columns by era: the compared variants are of more than one.
  public var showsEras: Bool { eraGroups.count > 1 }

  /// The measured costs in the matrix's column order (grouped by era).
  public var costsByEra: [VariantCost] {
    let order = Dictionary(
      matrixColumns.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    return costs.sorted { (order[$0.variant] ?? Int.max) < (order[$1.variant] ?? Int.max) }
  }

  /// The era headers over `columns` (variant names, grouped by era): one span per run of
  /// columns of the same era; empty when the eras are not shown.
  public func eraSpans(over columns: [String]) -> [EraSpan] {
    guard showsEras else { return [] }
    let eras = Dictionary(variants.map { ($0.name, $0.era) }, uniquingKeysWith: { first, _ in first })
    var spans: [EraSpan] = []
    for column in columns {
      let title = eras[column].map(ComparedVariant.eraTitle) ?? Self.absentEraTitle
      if spans.last?.title == title {
        spans[spans.count - 1].count += 1
      } else {
        spans.append(EraSpan(title: title, count: 1))
      }
    }
    return spans
  }
}
