import Foundation

extension CostMeasurer {
  /// Measures `variant`'s code with the UI-free modules it shares with its twin of the other era
  /// (`AppVariant.sharedCoreModules`): the files of each of `sharedModules` count as the
  /// variant's, under `<Module>/` (classified by their path inside their module), and its tests
  /// folder's lines as the variant's test lines. Each twin counts a shared module in full, so the
  /// pair's shared code appears in both columns. A dependency the variant uses as a library (the
  /// reducer pair's runtime, as an app uses TCA) is not a shared module and is not counted.
  public static func measureCode(
    variant: String, moduleDirectory: URL, testsDirectory: URL?, sharedModules: [SharedModule],
    cache: SourceScanCache? = nil
  ) throws(CostMeasurementError) -> VariantCost {
    var cost = try measureCode(
      variant: variant, moduleDirectory: moduleDirectory, testsDirectory: testsDirectory, cache: cache)
    guard !sharedModules.isEmpty else { return cost }
    var sources = cost.sourceFiles
    for shared in sharedModules {
      let part = try measureCode(
        variant: variant, moduleDirectory: shared.moduleDirectory, testsDirectory: shared.testsDirectory,
        cache: cache)
      sources += part.sourceFiles.map { file in
        var file = file
        file.path = "\(shared.name)/\(file.path)"
        return file
      }
      cost.testFiles += part.testFiles
      cost.testLines += part.testLines
    }
    return VariantCost(
      variant: variant, sourceFiles: sources, testFiles: cost.testFiles, testLines: cost.testLines,
      measuredReplays: cost.measuredReplays, microsecondsPerAction: cost.microsecondsPerAction)
  }
}

/// A module of UI-free code a variant shares with its twin: its name, its sources and its tests.
public struct SharedModule: Sendable, Equatable {
  public var name: String
  public var moduleDirectory: URL
  public var testsDirectory: URL?

  public init(name: String, moduleDirectory: URL, testsDirectory: URL?) {
    self.name = name
    self.moduleDirectory = moduleDirectory
    self.testsDirectory = testsDirectory
  }
}
