import Foundation
import HarnessTestSupport
import ScenarioLanguage
import Supervisor
import Traces
import VariantRegistry

/// The scenario files of the package and the traces of replaying them, computed once per test
/// process and shared by the replay tests.
enum ScenarioCorpus {
  /// Every scenario file's path as the harness names it (`Scenarios/products/…`), sorted. Listed,
  /// not parsed: the tests' arguments are made before any test runs (a file that does not parse
  /// fails the replay tests, and `arch-harness check` says why).
  static let paths: [String] = ScenarioLoader.scenarioFiles(in: HarnessProcess.scenariosRoot).map {
    HarnessProcess.scenariosRoot.lastPathComponent + "/" + $0
  }

  /// Every registered variant's name.
  static let variants: [String] = VariantRegistry.all.map { $0.name }

  /// Every scenario replayed on every variant, by variant then scenario path; as many workers as
  /// cores replay a part of the scenarios each, every scenario on every variant. The workers run
  /// with both self-checks on: every recorded screen is also rendered afresh and every step record
  /// read back as the supervisor reads it, and a worker crashes at the step where either differs
  /// from its shortcut. In the soak tier (`ARCH_HARNESS_SOAK=1`) each scenario is replayed five
  /// times in its worker and any difference between the replays is an outcome of its own
  /// (`nondeterministic`).
  static let traces = Task {
    await HarnessProcess.replayOnEveryCore(
      paths, on: variants, repeating: SoakTier.isEnabled ? 5 : 1, environment: selfChecks)
  }

  /// The environment that turns a worker's self-checks on.
  static let selfChecks = [
    WorkerProtocol.verifyRenderEnvironmentKey: "1", WorkerProtocol.verifyStepTraceEnvironmentKey: "1",
  ]
}
