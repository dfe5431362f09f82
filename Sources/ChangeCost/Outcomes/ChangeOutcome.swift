/// What one change request cost: the shared part, and each variant's part and verdict.
public struct ChangeOutcome: Codable, Equatable, Sendable {
  /// The change's folder name (`01-asia-pacific-bmi`).
  public var id: String
  /// The brief's title.
  public var title: String
  /// What the shared patch changed (no variant's figures include it).
  public var shared: ChangeFigures
  /// Each variant's part, in report order.
  public var variants: [VariantChangeOutcome]

  public init(id: String, title: String, shared: ChangeFigures, variants: [VariantChangeOutcome]) {
    self.id = id
    self.title = title
    self.shared = shared
    self.variants = variants
  }

  /// True when every variant's part counts.
  public var allPassed: Bool { variants.allSatisfy { $0.verdict == .passed } }
}

/// One variant's part of a change request.
public struct VariantChangeOutcome: Codable, Equatable, Sendable {
  public var variant: String
  public var verdict: ChangeVerdict
  /// Why the verdict is not `passed`, in one line that says where (a patch line, a build error, a
  /// scenario and its step); reports show it beside the change and the variant.
  public var detail: String?
  /// What the variant's patch changed; nil when it was not written or did not apply.
  public var figures: ChangeFigures?
  /// The patch as written (for the side-by-side view); nil when not written.
  public var patch: String?

  public init(
    variant: String, verdict: ChangeVerdict, detail: String? = nil, figures: ChangeFigures? = nil,
    patch: String? = nil
  ) {
    self.variant = variant
    self.verdict = verdict
    self.detail = detail
    self.figures = figures
    self.patch = patch
  }
}

/// Whether a variant's part of a change counts, and if not, the first thing that failed.
public enum ChangeVerdict: String, Codable, Equatable, Sendable, CaseIterable {
  /// Applied, built, its unit tests and the acceptance scenarios passed, nothing regressed and
  /// every variant with the change agreed.
  case passed
  /// No patch for this variant.
  case notWritten = "not-written"
  /// The patch does not apply to the tree (after the shared patch).
  case doesNotApply = "does-not-apply"
  /// The patched package does not build without warnings.
  case buildFailed = "build-failed"
  /// The variant's unit tests fail.
  case unitTestsFailed = "unit-tests-failed"
  /// An acceptance scenario fails on the variant.
  case acceptanceFailed = "acceptance-failed"
  /// A scenario of the patched corpus that the variant passed before fails now.
  case regressed
  /// The variant passes alone but disagrees with the other variants on a scenario.
  case disagrees
}
