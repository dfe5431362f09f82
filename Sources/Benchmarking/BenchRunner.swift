import AppContract
import Foundation
import Runs
import Supervisor
import Terminal

/// The measuring of `arch-harness bench`: how the app's own work per action grows with the
/// product list, per variant — or, with `--corpus`, what the harness costs per step around it. Each
/// table row is printed as it is measured.
public enum BenchRunner {
  /// The product list sizes measured when none are given.
  public static let defaultSizes = [100, 1_000, 10_000, 100_000]

  // MARK: - Scaling

  /// Measures `variants` at each of `sizes`; the report and the failures.
  public static func runScaling(
    _ sizes: [Int], variants: [any AppVariant.Type], baseline: String?, settings: BenchSettings,
    machine: BenchMachine
  ) -> (BenchReport, [String]) {
    var report = BenchReport(machine: machine, mode: "scaling", sizes: sizes, measurements: [])
    var failures: [String] = []
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "arch-harness-bench-\(getpid())-\(UUID().uuidString)", isDirectory: true)
    let cleanup = ProcessGroups.addCleanup { try? FileManager.default.removeItem(at: folder) }
    defer {
      try? FileManager.default.removeItem(at: folder)
      ProcessGroups.removeCleanup(cleanup)
    }
    Console.out(BenchTable.scalingIntroduction)
    Console.out("")
    Console.out(BenchTable.scalingHeader)
    for size in sizes {
      let scenario: ScalingScenario
      do {
        scenario = try ScalingScenario(size: size, in: folder)
      } catch {
        failures.append("could not write the scenario for \(size) products: \(error.localizedDescription)")
        continue
      }
      var measured: [BenchReport.Entry] = []
      for variant in variants {
        let arguments =
          [WorkerProtocol.command, "--scenarios", scenario.root.path, "--variant", variant.name, "--bench"]
          + settings.workerArguments + [
            "--bench-kinds", ScalingScenario.actionKinds.joined(separator: ","), scenario.path,
          ]
        switch measure(variant: variant.name, arguments: arguments, settings: settings) {
        case .success(let results):
          for result in results {
            if result.outcome != "pass" {
              failures.append("\(variant.name), \(size) products: \(result.outcome)")
            }
            measured.append(
              BenchReport.Entry(
                size: size, measurement: result, loadAverage: BenchMachine.currentLoadAverage()?.first))
          }
        case .failure(let failure):
          failures.append("\(variant.name), \(size) products: \(failure.description)")
        }
      }
      for line in BenchTable.scalingRows(measured, baseline: baseline) { Console.out(line) }
      report.measurements += measured
      if measured.contains(where: { $0.measurement.variant == baseline }) { report.baseline = baseline }
    }
    Console.out("")
    Console.out(BenchTable.scalingLegend)
    Console.out(BenchTable.baselineLegend(baseline))
    return (report, failures)
  }

  // MARK: - Corpus

  /// Measures `variants` on `catalog`'s scenarios; the report and the failures.
  public static func runCorpus(
    _ catalog: ScenarioCatalog, variants: [any AppVariant.Type], settings: BenchSettings,
    machine: BenchMachine
  ) -> (BenchReport, [String]) {
    var report = BenchReport(machine: machine, mode: "corpus", sizes: [], measurements: [])
    var failures: [String] = []
    Console.out(
      BenchTable.corpusIntroduction(scenarios: catalog.scenarios.count, replays: settings.maxReplays))
    Console.out("")
    Console.out(BenchTable.corpusHeader)
    for variant in variants {
      let arguments =
        [
          WorkerProtocol.command, "--scenarios", catalog.root.path, "--variant", variant.name, "--bench",
          "--bench-write",
        ]
        + settings.workerArguments + catalog.scenarios.map(\.path)
      switch measure(variant: variant.name, arguments: arguments, settings: settings) {
      case .success(let results):
        for result in results where result.outcome != "pass" {
          failures.append("\(variant.name) \(result.scenario): \(result.outcome)")
        }
        Console.out(BenchTable.corpusRow(variant: variant.name, results))
        let load = BenchMachine.currentLoadAverage()?.first
        report.measurements += results.map {
          BenchReport.Entry(size: nil, measurement: $0, loadAverage: load)
        }
      case .failure(let failure):
        failures.append("\(variant.name): \(failure.description)")
      }
    }
    Console.out("")
    Console.out(BenchTable.corpusLegend)
    return (report, failures)
  }

  // MARK: - Workers

  struct WorkerFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs one bench worker and returns what it measured.
  static func measure(
    variant: String, arguments: [String], settings: BenchSettings
  ) -> Result<[BenchMeasurement], WorkerFailure> {
    var results: [BenchMeasurement] = []
    let ending = SingleWorker.run(
      executable: ReplayBatch.executable, arguments: arguments, stepTimeout: settings.stepTimeout
    ) { message in
      guard case .benchmark(let json) = message,
        let result = try? JSONDecoder().decode(BenchMeasurement.self, from: Data(json.utf8))
      else { return }
      results.append(result)
    }
    if let ending {
      return .failure(WorkerFailure(description: "the worker for \(variant) ended early: \(ending)"))
    }
    return .success(results)
  }
}
