/// What one architecture costs, measured from its code and its replays by ``CostMeasurer``.
public struct VariantCost: Codable, Equatable, Sendable {
  /// The variant's name (`viper`).
  public var variant: String
  /// Swift files in the variant's module.
  public var files: Int
  /// Non-blank, non-comment lines in those files.
  public var linesOfCode: Int
  /// Files and lines per role, for every role with at least one file, in ``CodeRole`` order.
  public var roles: [RoleCost]
  /// `class`, `struct`, `enum` and `actor` declarations.
  public var types: Int
  /// `protocol` declarations.
  public var protocols: Int
  /// Swift files in the variant's unit-test folder.
  public var testFiles: Int
  /// Non-blank, non-comment lines in those files.
  public var testLines: Int
  /// Replays whose app time was measured (all of the variant's replays except crashed and
  /// timed-out ones).
  public var measuredReplays: Int
  /// The median over those replays of the app's own work (actions, settling and virtual-time
  /// advances, without the harness's recording, as main-thread CPU time) ÷ max(1, user actions),
  /// in microseconds, rounded; nil when no replay was measured. The only figure, with its
  /// interval, that differs from run to run.
  public var microsecondsPerAction: Int?
  /// The 95 % confidence interval of that median (order statistics over the replays, see
  /// ``MedianStatistics/medianInterval(_:)``), in microseconds, rounded down and up; nil when no
  /// replay was measured.
  public var microsecondsPerActionLow: Int?
  public var microsecondsPerActionHigh: Int?
  /// Every source file, by path.
  public var sourceFiles: [FileCost]

  public init(
    variant: String, sourceFiles: [FileCost], testFiles: Int, testLines: Int, measuredReplays: Int,
    microsecondsPerAction: Int?, microsecondsPerActionLow: Int? = nil, microsecondsPerActionHigh: Int? = nil
  ) {
    self.variant = variant
    self.sourceFiles = sourceFiles.sorted { $0.path < $1.path }
    self.files = sourceFiles.count
    self.linesOfCode = sourceFiles.reduce(0) { $0 + $1.linesOfCode }
    self.types = sourceFiles.reduce(0) { $0 + $1.types }
    self.protocols = sourceFiles.reduce(0) { $0 + $1.protocols }
    self.roles = CodeRole.allCases.compactMap { role in
      let files = sourceFiles.filter { $0.role == role }
      guard !files.isEmpty else { return nil }
      return RoleCost(role: role, files: files.count, linesOfCode: files.reduce(0) { $0 + $1.linesOfCode })
    }
    self.testFiles = testFiles
    self.testLines = testLines
    self.measuredReplays = measuredReplays
    self.microsecondsPerAction = microsecondsPerAction
    self.microsecondsPerActionLow = microsecondsPerActionLow
    self.microsecondsPerActionHigh = microsecondsPerActionHigh
  }

  /// The lines of code of `role` (0 when the variant has none).
  public func linesOfCode(for role: CodeRole) -> Int {
    roles.first { $0.role == role }?.linesOfCode ?? 0
  }

  /// The files of `role` (0 when the variant has none).
  public func files(for role: CodeRole) -> Int {
    roles.first { $0.role == role }?.files ?? 0
  }

  /// The file with the most lines of code (the first by path among equals).
  public var largestFile: FileCost? {
    sourceFiles.max {
      $0.linesOfCode < $1.linesOfCode || ($0.linesOfCode == $1.linesOfCode && $0.path > $1.path)
    }
  }
}
