import Traces

/// How the variants compare on one scenario.
public struct ScenarioComparison: Codable, Equatable, Sendable {
  public var scenario: String
  public var scenarioName: String
  /// Each compared variant's outcome, in registry order.
  public var outcomes: [VariantOutcome]
  /// Variants that were asked for but are not registered, or that a filter left out.
  public var absent: [AbsentVariant]
  /// The first step at which the variants' traces differ, if any.
  public var divergence: Divergence?

  public init(
    scenario: String, scenarioName: String, outcomes: [VariantOutcome], absent: [AbsentVariant],
    divergence: Divergence?
  ) {
    self.scenario = scenario
    self.scenarioName = scenarioName
    self.outcomes = outcomes
    self.absent = absent
    self.divergence = divergence
  }

  /// True when every compared variant passed and all agreed at every step, or its failure or
  /// divergence is a known deviation.
  public var isClean: Bool {
    outcomes.allSatisfy { $0.cell == VariantOutcome.passCell || $0.cell == VariantOutcome.knownCell }
  }

  /// True when some compared variant's replay stopped before its end (it crashed, timed out, did
  /// not settle, could not perform a step or made an unscripted call): see ``StoppedReplays``.
  public var hasStoppedReplays: Bool { outcomes.contains { !$0.outcome.isFinished } }

  /// True when the reports show the scenario among the divergences: its variants differ at a
  /// step, or some replay stopped before the end.
  public var isShownAsDivergent: Bool { divergence != nil || hasStoppedReplays }
}

/// One variant's result on one scenario.
public struct VariantOutcome: Codable, Equatable, Sendable {
  public var variant: String
  public var outcome: ReplayOutcome
  /// True when this variant's trace differs from the reference at the divergence step.
  public var diverges: Bool
  /// Why this pair is a known deviation, when the known-deviations list names it.
  public var knownReason: String?

  public init(variant: String, outcome: ReplayOutcome, diverges: Bool, knownReason: String? = nil) {
    self.variant = variant
    self.outcome = outcome
    self.diverges = diverges
    self.knownReason = knownReason
  }

  static let passCell = "pass"
  static let knownCell = "known"

  /// The cell before the known-deviations list is consulted: the outcome's status, or
  /// `diverges` when it passed but disagrees.
  public var rawCell: String { outcome.isPass && diverges ? "diverges" : outcome.status }

  /// The matrix cell: ``rawCell``; `known` for a listed pair that fails or diverges, `resolved`
  /// for a listed pair that now passes.
  public var cell: String {
    guard knownReason != nil else { return rawCell }
    return rawCell == Self.passCell ? "resolved" : Self.knownCell
  }
}

/// A variant that was not compared, and why.
public struct AbsentVariant: Codable, Equatable, Sendable {
  public var variant: String
  /// `not registered` or `excluded by --variant`.
  public var reason: String

  public init(variant: String, reason: String) {
    self.variant = variant
    self.reason = reason
  }
}

/// Where and how the variants first disagree on a scenario.
public struct Divergence: Codable, Equatable, Sendable {
  public var stepIndex: Int
  public var line: Int
  public var source: String
  /// The variants that have this step, grouped by identical traces at it, the reference's group
  /// first (then by how many ran every step, then by size). Variants whose replay ended before the
  /// step are in no group.
  public var groups: [[String]]
  /// The variants outside the reference group; empty when there is no reference. The reference
  /// is the group with strictly the most replays that ran every step, or, among groups with as
  /// many, strictly the largest.
  public var oddOnesOut: [String]
  /// The group the others are compared with, if one stands out.
  public var reference: [String]?
  /// Per differing variant and aspect, the changed lines against the reference.
  public var diffs: [AspectDiff]

  public init(
    stepIndex: Int, line: Int, source: String, groups: [[String]], oddOnesOut: [String], reference: [String]?,
    diffs: [AspectDiff]
  ) {
    self.stepIndex = stepIndex
    self.line = line
    self.source = source
    self.groups = groups
    self.oddOnesOut = oddOnesOut
    self.reference = reference
    self.diffs = diffs
  }

  /// One sentence: "`viper` is the odd one out at line 12 (`back`)", or no majority. When the
  /// reference won the vote by having more replays that ran every step rather than more variants,
  /// it says whom the others differ from: "`mvc` differs from `viper` at line 12 (`back`)".
  public var summary: String {
    let place = "at line \(line) (`\(source)`)"
    let named = { (variants: [String]) in variants.map { "`\($0)`" }.joined(separator: ", ") }
    guard let reference, !oddOnesOut.isEmpty else {
      return "no majority \(place): " + groups.map { $0.joined(separator: "+") }.joined(separator: " vs ")
    }
    let largestOther = groups.filter { $0 != reference }.map(\.count).max() ?? 0
    guard reference.count > largestOther else {
      let verb = oddOnesOut.count == 1 ? "differs" : "differ"
      return "\(named(oddOnesOut)) \(verb) from \(named(reference)) \(place)"
    }
    if oddOnesOut.count == 1 { return "`\(oddOnesOut[0])` is the odd one out \(place)" }
    return named(oddOnesOut) + " differ from the majority \(place)"
  }
}

/// The lines of one aspect in which one variant differs from another.
public struct AspectDiff: Codable, Equatable, Sendable {
  public var aspect: StepTrace.Aspect
  /// The variant whose lines are marked `+`.
  public var variant: String
  /// The variant whose lines are marked `-`.
  public var against: String
  public var hunks: [String]

  public init(aspect: StepTrace.Aspect, variant: String, against: String, hunks: [String]) {
    self.aspect = aspect
    self.variant = variant
    self.against = against
    self.hunks = hunks
  }
}
