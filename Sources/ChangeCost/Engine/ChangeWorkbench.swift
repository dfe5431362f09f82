import Foundation

/// Where the change-cost engine builds, tests and replays a patched package: a scratch copy
/// reused from one change to the next (the tool's), or a fake (the engine's tests).
public protocol ChangeWorkbench {
  /// Makes the copy the package with `files` changed (path → new text; nil deletes the file)
  /// and the acceptance scenarios of `scenarios` (nil: none) beside the corpus, building none of
  /// `leftOut` (variants' own modules) if it can do without them; nil when done, else why not.
  func prepare(files: [String: String?], scenarios: URL?, leavingOut leftOut: Set<String>) -> String?
  /// Builds the copy with warnings as errors; the problems found, each with the path of the
  /// file it is in (nil when none is named).
  func build() -> [BuildProblem]
  /// Runs the unit tests of `testTargets`; nil when they pass, else why not (a short excerpt).
  func runUnitTests(_ testTargets: [String]) -> String?
  /// Replays the copy's corpus and the acceptance scenarios on `variants` (those whose part is
  /// still in the running, so agreement is judged among the variants that have the change).
  func replay(variants: [String]) -> ReplayVerdicts
}

/// One error (or warning, which is an error here) of a build.
public struct BuildProblem: Equatable, Sendable {
  /// The package-relative path of the file it is in, when the compiler named one.
  public var path: String?
  /// The compiler's line, as printed.
  public var text: String

  public init(path: String?, text: String) {
    self.path = path
    self.text = text
  }
}

/// What the replays of a patched package said, per scenario.
public struct ReplayVerdicts: Equatable, Sendable {
  /// One scenario's replays.
  public struct Scenario: Equatable, Sendable {
    /// The scenario's path as reports show it (`Scenarios/bmi/standards.scenario`).
    public var path: String
    /// True for an acceptance scenario of the change.
    public var isAcceptance: Bool
    /// Each variant that did not pass it, with what happened (at which step).
    public var failures: [String: String]
    /// The variants whose traces differ from the majority's.
    public var oddOnesOut: Set<String>

    public init(
      path: String, isAcceptance: Bool, failures: [String: String] = [:], oddOnesOut: Set<String> = []
    ) {
      self.path = path
      self.isAcceptance = isAcceptance
      self.failures = failures
      self.oddOnesOut = oddOnesOut
    }
  }

  public var scenarios: [Scenario]
  /// Set when the replays could not run at all (the tool did not start, no results).
  public var failure: String?

  public init(scenarios: [Scenario], failure: String? = nil) {
    self.scenarios = scenarios
    self.failure = failure
  }
}
