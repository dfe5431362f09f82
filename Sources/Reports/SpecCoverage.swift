/// How much of the app's specification a run's scenarios cover: the behaviour ids of
/// `Docs/AppSpec.md` named by the `covers:` lines of scenarios that passed on every variant.
public struct SpecCoverage: Codable, Equatable, Sendable {
  /// The number of behaviour ids in the specification.
  public var total: Int
  /// The ids at least one counted scenario covers, in the specification's order.
  public var covered: [String]
  /// The ids no counted scenario covers, in the specification's order.
  public var uncovered: [String]

  /// The coverage of the specification's `ids` (in its order) when `coveredIDs` are covered.
  public init(ids: [String], coveredIDs: Set<String>) {
    total = ids.count
    covered = ids.filter { coveredIDs.contains($0) }
    uncovered = ids.filter { !coveredIDs.contains($0) }
  }

  /// This coverage together with `other`'s, of the same specification (shards of one run).
  public func merged(with other: SpecCoverage) -> SpecCoverage {
    let all = covered + uncovered
    return SpecCoverage(ids: all, coveredIDs: Set(covered + other.covered))
  }

  /// `137 of 138 behaviours (99 %)`.
  public var summary: String {
    let percent = total == 0 ? 100 : covered.count * 100 / total
    return "\(covered.count) of \(total) behaviours (\(percent) %)"
  }
}
