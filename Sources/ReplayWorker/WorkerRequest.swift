import AppContract
import DeterministicRuntime
import Foundation
import HeadlessUI
import Supervisor
import Terminal

/// What a `_worker` command line asks for (``WorkerProtocol/arguments(variants:scenariosRoot:scenarios:firstVariant:takesMore:)``
/// writes it): the scenarios to replay on each of the named variants, in order. The tool's
/// `_worker` command and a worker built on its own (``WorkerMain``) both run one.
public struct WorkerRequest: Equatable, Sendable {
  /// The scenarios folder.
  public var scenariosRoot: URL
  /// The variants to replay each scenario on, by name, in order.
  public var variants: [String]
  /// In the first scenario, the variant to start at (a worker resuming after one that stopped).
  public var resumeAt: String?
  /// Whether to read more scenario paths on standard input after these, up to `END`.
  public var readsMoreFromInput: Bool
  /// Whether to read the scenarios of ``paths`` and report their headings instead of replaying
  /// them (``WorkerProtocol/headingsFirstOption``); the replays are then those read on standard
  /// input.
  public var readsHeadingsFirst: Bool
  /// How many times to replay each scenario (the traces must be identical).
  public var repeatCount: Int
  /// The scenario paths given on the command line.
  public var paths: [String]

  public init(
    scenariosRoot: URL, variants: [String], resumeAt: String? = nil, readsMoreFromInput: Bool = false,
    readsHeadingsFirst: Bool = false, repeatCount: Int = 1, paths: [String]
  ) {
    self.scenariosRoot = scenariosRoot
    self.variants = variants
    self.resumeAt = resumeAt
    self.readsMoreFromInput = readsMoreFromInput
    self.readsHeadingsFirst = readsHeadingsFirst
    self.repeatCount = repeatCount
    self.paths = paths
  }

  // MARK: - Running

  /// Replays the request on the variants of `registered` it names; returns the worker's exit
  /// status (2, after saying why, when a name is unknown or `resumeAt` is not among them).
  public func run(registered: [any AppVariant.Type]) -> Int32 {
    let chosen = variants.compactMap { name in registered.variant(named: name) }
    guard !chosen.isEmpty, chosen.count == variants.count else {
      Console.error("error: unknown or missing --variant")
      return ExitCode.badInput
    }
    var skipped = 0
    if let resumeAt {
      guard let index = chosen.firstIndex(where: { $0.name == resumeAt }) else {
        Console.error("error: --resume-at \(resumeAt) is not one of the --variant names")
        return ExitCode.badInput
      }
      skipped = index
    }
    Self.verifyRenderingIfAsked()
    var catalog = WorkerCatalog(root: scenariosRoot, paths: paths)
    if readsHeadingsFirst {
      return WorkerReplays.run(
        [], from: &catalog, on: chosen, skipping: 0, repeatCount: max(1, repeatCount),
        readsMoreFromInput: true, reportingHeadingsOf: paths)
    }
    return WorkerReplays.run(
      paths, from: &catalog, on: chosen, skipping: skipped, repeatCount: max(1, repeatCount),
      readsMoreFromInput: readsMoreFromInput)
  }

  /// Makes every screen also rendered afresh and compared when the harness's environment asks for
  /// it (``WorkerProtocol/verifyRenderEnvironmentKey``).
  public static func verifyRenderingIfAsked() {
    if WorkerProtocol.environmentValue(WorkerProtocol.verifyRenderEnvironmentKey) == "1" {
      ReplayRuntime.runOnMainActor { Window.verifiesIncrementalRendering = true }
    }
  }
}
