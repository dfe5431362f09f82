import Comparison
import Traces

/// What kind of disagreement a flow showed, and who showed it: two flows with the same signature
/// are the same finding (and a shrunk flow must keep it).
public struct FindingSignature: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// `diverges`, or the invariant broken: `crashed`, `timed-out`, `no-settle`, `unscripted-call`,
  /// `leaks`, `nondeterministic`; `outcome` when only the replays' outcomes differ.
  public let kind: String
  /// The odd ones out, or the variants that broke the invariant, in run order; for a divergence
  /// without a majority, the groups (`mvc+viper`, `mvvmc+reducer`).
  public let variants: [String]
  /// True for a divergence without a strict majority.
  public let hasNoMajority: Bool

  public init(kind: String, variants: [String], hasNoMajority: Bool = false) {
    self.kind = kind
    self.variants = variants
    self.hasNoMajority = hasNoMajority
  }

  public var description: String {
    if hasNoMajority { return "\(kind), no majority: \(variants.joined(separator: " vs "))" }
    switch kind {
    case "diverges", "outcome":
      return "\(kind), odd one\(variants.count == 1 ? "" : "s") out: \(variants.joined(separator: ", "))"
    default:
      return "\(kind): \(variants.joined(separator: ", "))"
    }
  }

  /// A file name for the finding's scenario: `diverges-viper`, `crashed-mvc-reducer`.
  public var fileStem: String {
    let words = [kind] + (hasNoMajority ? ["no-majority"] : []) + variants
    let text = words.joined(separator: "-").lowercased()
    return String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "-" })
  }

  public static func < (lhs: FindingSignature, rhs: FindingSignature) -> Bool {
    (lhs.kind, lhs.variants.joined(separator: ","), lhs.hasNoMajority ? 1 : 0)
      < (rhs.kind, rhs.variants.joined(separator: ","), rhs.hasNoMajority ? 1 : 0)
  }
}

/// Decides whether the traces of one flow (one per variant) show a finding.
public enum FindingClassifier {
  /// Outcomes no variant may have even when all agree, most telling first: they stop a replay,
  /// so a divergence they cause is reported as themselves.
  static let stoppingInvariants = ["crashed", "timed-out", "no-settle", "unscripted-call"]

  /// The finding the traces show, if any: a broken invariant that stops a replay, else the first
  /// divergence (`Comparator`), else a leak, else outcomes that differ. A step that cannot be
  /// performed on every variant alike is no finding.
  public static func classify(_ traces: [ReplayTrace]) -> FindingSignature? {
    for kind in stoppingInvariants {
      let variants = traces.filter { $0.outcome.status == kind }.map(\.variant)
      if !variants.isEmpty { return FindingSignature(kind: kind, variants: variants) }
    }
    let comparison = Comparator.compare(traces)
    if let divergence = comparison.divergence {
      if divergence.oddOnesOut.isEmpty {
        return FindingSignature(
          kind: "diverges", variants: divergence.groups.map { $0.joined(separator: "+") }, hasNoMajority: true
        )
      }
      return FindingSignature(kind: "diverges", variants: divergence.oddOnesOut)
    }
    let leaking = traces.filter { !$0.leaks.isEmpty || $0.outcome == .leaked }.map(\.variant)
    if !leaking.isEmpty { return FindingSignature(kind: "leaks", variants: leaking) }
    let nondeterministic = traces.filter { $0.outcome.status == "nondeterministic" }.map(\.variant)
    if !nondeterministic.isEmpty {
      return FindingSignature(kind: "nondeterministic", variants: nondeterministic)
    }
    let statuses = traces.map(\.outcome.status)
    if Set(statuses).count > 1 {
      var counts: [String: Int] = [:]
      for status in statuses { counts[status, default: 0] += 1 }
      let top = counts.values.max() ?? 0
      let leaders = counts.filter { $0.value == top }.map(\.key)
      let majority = leaders.count == 1 ? leaders[0] : nil
      let odd = traces.filter { $0.outcome.status != majority }.map(\.variant)
      return FindingSignature(kind: "outcome", variants: odd, hasNoMajority: majority == nil)
    }
    return nil
  }

  /// Whether every replay stopped at a step that could not be performed (the model proposed a
  /// step the app did not offer): not a finding, but counted to show how well generation fits.
  public static func endedAtImpossibleStep(_ traces: [ReplayTrace]) -> Bool {
    traces.allSatisfy { if case .stepFailed = $0.outcome { true } else { false } }
  }
}
