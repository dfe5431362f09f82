import AppContract
import CodeMetrics
import Comparison
import DeterministicRuntime
import Foundation
import Reports
import Supervisor
import Terminal
import Traces

/// Builds the run's record (comparisons and costs) and writes the reports.
public enum ReportOutput {
  /// A variant's code measured (its cost without the replays' times), or why it could not be.
  public typealias MeasuredCode = Result<VariantCost, CostMeasurementError>

  /// The code of each of `variants`, under `packageRoot`: what the cost table needs of the
  /// sources (`run` measures it while the replays run), a variant's module with the core modules
  /// it shares with its twin (summed into its figures). With `cachingScans`, each file's scan is
  /// kept beside the executable for the next run (``SourceScanCache``), which reads only the
  /// files changed since.
  public static func measureCode(
    of variants: [any AppVariant.Type], packageRoot: URL, cachingScans: Bool = false
  ) -> [MeasuredCode] {
    let cache = cachingScans ? SourceScanCache.besideExecutable(packageRoot: packageRoot) : nil
    defer { cache?.save() }
    return variants.map { variant in
      let module = moduleName(of: variant)
      return Result { () throws(CostMeasurementError) in
        try CostMeasurer.measureCode(
          variant: variant.name,
          moduleDirectory: packageRoot.appendingPathComponent("Sources/\(module)", isDirectory: true),
          testsDirectory: packageRoot.appendingPathComponent("Tests/\(module)Tests", isDirectory: true),
          sharedModules: variant.sharedCoreModules.map { core in
            SharedModule(
              name: core,
              moduleDirectory: packageRoot.appendingPathComponent("Sources/\(core)", isDirectory: true),
              testsDirectory: packageRoot.appendingPathComponent("Tests/\(core)Tests", isDirectory: true))
          }, cache: cache)
      }
    }
  }

  /// The run: every trace compared per scenario, and each variant's cost measured from its
  /// sources under `packageRoot` (`code`, when already measured by ``measureCode(of:packageRoot:)``)
  /// and its replays (and against `costBaseline`'s, when that variant ran, and each of
  /// `eraBaselines`' for the variants of its era).
  public static func makeRun(
    traces: [ReplayTrace], selection: VariantSelection, packageRoot: URL, code: [MeasuredCode]? = nil,
    knownDeviations: [KnownDeviation] = [], costBaseline: String? = nil, eraBaselines: [String] = []
  ) -> HarnessRun {
    let code = code ?? measureCode(of: selection.variants, packageRoot: packageRoot)
    let costs = zip(selection.variants, code).compactMap { variant, measured -> VariantCost? in
      switch measured {
      case .success(let cost): return cost.timed(by: traces)
      case .failure(let error):
        Console.error("warning: no cost figures for \(variant.name): \(error)")
        return nil
      }
    }
    return HarnessRun.make(
      toolVersion: Tool.version,
      variants: selection.variants.map {
        ComparedVariant(
          name: $0.name, displayName: $0.displayName, era: $0.era.rawValue,
          sharedCoreModules: $0.sharedCoreModules)
      },
      absent: selection.absent, traces: traces, costs: costs,
      buildConfiguration: HarnessRun.currentBuildConfiguration,
      replayBackend: ReplayRuntime.backend?.rawValue, knownDeviations: knownDeviations,
      costBaseline: costBaseline, eraBaselines: eraBaselines)
  }

  /// Writes `formats` of `run` as the contents of `directory`; returns the files written, or nil
  /// after printing why they could not be. If the tool is stopped by a signal meanwhile, the
  /// staging folder is removed and the old reports stay as they were.
  public static func write(
    _ run: HarnessRun, formats: [ReportFormat], to directory: URL, hooks: HarnessHooks
  ) -> [URL]? {
    var cleanup: Int?
    defer { if let cleanup { ProcessGroups.removeCleanup(cleanup) } }
    do {
      return try ReportWriter.write(
        run, formats: formats, to: directory,
        staging: { folder in
          cleanup = ProcessGroups.addCleanup { try? FileManager.default.removeItem(at: folder) }
        },
        beforeSwap: hooks.beforeReportSwap,
        guardingSwap: { swap throws(ReportWriteError) in
          try ProcessGroups.uninterrupted { () throws(ReportWriteError) in
            try swap()
            ProcessGroups.setStopNote("the reports in \(DisplayPath.of(directory)) were written whole")
          }
        })
    } catch {
      Console.error("error: could not write the reports: \(error)")
      Console.error("note: the replays ran, but no verdict is given without its reports")
      return nil
    }
  }

  /// Whether the reports could replace the contents of `directory` as it is now (it is no file,
  /// and holds nothing but reports); false after printing why. A command that replays or builds
  /// asks before it starts, so that an output folder it could not write is said before the work,
  /// not after it.
  public static func canWrite(to directory: URL) -> Bool {
    do {
      try ReportWriter.checkReplaceable(directory.standardizedFileURL)
      return true
    } catch {
      Console.error("error: could not write the reports: \(error)")
      Console.error("note: nothing ran: the output folder is checked before the work starts")
      return false
    }
  }

  /// The Swift module that defines `variant` (`MVCApp` for `MVCApp.MVCVariant`).
  public static func moduleName(of variant: any AppVariant.Type) -> String {
    String(qualifiedName(of: variant).prefix { $0 != "." })
  }

  /// `variant`'s name with its module's (`MVCApp.MVCVariant`), as `String(reflecting:)` writes it,
  /// without the printing machinery that first asks the type of every way to describe itself (a
  /// scan of every conformance on Linux: a tenth of a small debug `run`'s parent).
  static func qualifiedName(of variant: any AppVariant.Type) -> String {
    _typeName(variant, qualified: true)
  }

  /// Writes the reports, then — only once they are written — prints the summary (scenario paths
  /// from the current folder when `scenariosRoot` is given) and says which reports back it; returns the exit status: 0 clean, 1 not clean, 3 reports not written.
  public static func writeThenGiveVerdict(
    _ run: HarnessRun, formats: [ReportFormat], to directory: URL, hooks: HarnessHooks,
    scenariosRoot: URL? = nil
  ) -> Int32 {
    guard let written = write(run, formats: formats, to: directory, hooks: hooks) else {
      return ExitCode.reportsNotWritten
    }
    RunSummary.print(run, scenariosRoot: scenariosRoot)
    let paths = written.map { DisplayPath.of(directory.appendingPathComponent($0.lastPathComponent)) }
    Console.out("Reports: " + paths.joined(separator: ", "))
    return run.scenarios.allSatisfy(\.isClean) ? ExitCode.success : ExitCode.failures
  }
}
