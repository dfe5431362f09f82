import ChangeCost

/// What `arch-harness change-cost` measured: every change request's outcome, for the Change cost
/// section of every report.
public struct ChangeCostReport: Codable, Equatable, Sendable {
  /// The variant the ratios compare with (`mvc-massive`), when it was measured.
  public var baseline: String?
  /// Each change request's outcome, in number order.
  public var changes: [ChangeOutcome]
  /// The fingerprint of the sources, scenarios and change requests measured: a later `run` keeps
  /// the section only while it is unchanged.
  public var sourceDigest: String?

  public init(baseline: String?, changes: [ChangeOutcome], sourceDigest: String? = nil) {
    self.baseline = baseline
    self.changes = changes
    self.sourceDigest = sourceDigest
  }

  /// The variants measured, in report order (those of the first change).
  public var variants: [String] { changes.first?.variants.map(\.variant) ?? [] }

  /// True when every variant's part of every change counts.
  public var allPassed: Bool { changes.allSatisfy(\.allPassed) }

  /// `variant`'s app lines changed over the changes whose part passed, and how many such changes.
  public func total(of variant: String) -> (lines: Int, testLines: Int, files: Int, passed: Int) {
    let parts = changes.compactMap { $0.variants.first { $0.variant == variant } }.filter {
      $0.verdict == .passed
    }
    let figures = parts.compactMap(\.figures)
    return (
      figures.map(\.linesChanged).reduce(0, +), figures.map(\.testLinesChanged).reduce(0, +),
      figures.map { $0.filesChanged + $0.filesAdded + $0.filesDeleted }.reduce(0, +), parts.count
    )
  }

  /// `variant`'s total lines over the baseline's, over the changes both passed; nil when the
  /// baseline changed no lines there or either failed every change.
  public func ratio(of variant: String) -> Double? {
    guard let baseline else { return nil }
    var mine = 0
    var theirs = 0
    for change in changes {
      guard let own = change.variants.first(where: { $0.variant == variant }), own.verdict == .passed,
        let base = change.variants.first(where: { $0.variant == baseline }), base.verdict == .passed
      else { continue }
      mine += own.figures?.linesChanged ?? 0
      theirs += base.figures?.linesChanged ?? 0
    }
    return theirs == 0 ? nil : Double(mine) / Double(theirs)
  }
}
