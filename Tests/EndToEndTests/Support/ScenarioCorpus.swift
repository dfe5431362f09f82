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

  /// ``paths``, as the arguments of a test that waits for the shared replays: the test plan
  /// makes the arguments of the tests it will run before it runs any, so the replays start with
  /// the run rather than when that test's turn comes, and run beside every other test (they are
  /// the longest part of the run). A run that leaves those tests out does not start them.
  static var pathsStartingTheReplays: [String] {
    start()
    return paths
  }

  /// Every registered variant's name.
  static let variants: [String] = VariantRegistry.all.map { $0.name }

  /// Every scenario replayed on every variant, by variant then scenario path; a worker per two
  /// cores replays a part of the scenarios each, every scenario on every variant
  /// (``HarnessProcess/replayInWorkers(_:on:repeating:environment:)``). In the soak tier
  /// (`ARCH_HARNESS_SOAK=1`) the workers run with their self-checks on (``selfChecks``) and replay
  /// each scenario five times, any difference between the replays being an outcome of its own
  /// (`nondeterministic`); the plain run leaves the self-checks to ``reversed``.
  static let traces = Task {
    await HarnessProcess.replayInWorkers(
      paths, on: variants, repeating: SoakTier.isEnabled ? 5 : 1,
      environment: SoakTier.isEnabled ? selfChecks : [:])
  }

  /// The scenarios replayed a second time, in ``reversed``: every eighth in the plain run (the
  /// first, ninth …), all in the soak tier.
  static let secondPaths = eighth(startingAt: 0)

  /// Every eighth scenario from the one at `offset` in the plain run, all in the soak tier.
  static func eighth(startingAt offset: Int) -> [String] {
    SoakTier.choose(fast: paths.enumerated().filter { $0.offset % 8 == offset }.map(\.element), soak: paths)
  }

  /// ``secondPaths`` replayed again in other workers, in reverse order on the variants in reverse
  /// order (so that each replay follows other replays than in ``traces``), with the self-checks
  /// on; by variant, then scenario path. Started with ``traces``, which it runs beside.
  static let reversed = Task {
    await HarnessProcess.replayInWorkers(
      secondPaths.reversed(), on: variants.reversed(), environment: selfChecks)
  }

  /// Starts every shared replay, so that a test waiting for one does not leave the others to start
  /// after it.
  static func start() {
    _ = traces
    _ = reversed
  }

  /// The environment that turns a worker's self-checks on: every recorded screen is also rendered
  /// afresh and every step record read back as the supervisor reads it, and a worker crashes at
  /// the step where either differs from its shortcut.
  static let selfChecks = [
    WorkerProtocol.verifyRenderEnvironmentKey: "1", WorkerProtocol.verifyStepTraceEnvironmentKey: "1",
  ]
}
