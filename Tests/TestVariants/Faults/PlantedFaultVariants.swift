import AppContract
import Domain
import HeadlessUI
import MVCApp

/// The MVC app with one planted fault, fired by ``PlantedFault/link``. Each subclass names one
/// fault; the variant's name is the fault's.
@MainActor
class PlantedFaultVariant: AppVariant {
  nonisolated class var fault: PlantedFault { fatalError("subclasses name their fault") }
  nonisolated static var name: String { fault.rawValue }
  nonisolated static var displayName: String {
    "MVC with a planted fault: \(fault.rawValue) (harness tests only)"
  }

  private let base: MVCVariant
  private let sceneDelegate: FaultingSceneDelegate

  required init(environment: AppEnvironment, window: Window) {
    base = MVCVariant(environment: environment, window: window)
    sceneDelegate = FaultingSceneDelegate(wrapping: window.sceneDelegate, fault: Self.fault)
    window.sceneDelegate = sceneDelegate
  }

  func exportState() -> AppSnapshot { base.exportState() }
}

final class CrashOnMainVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .crashOnMain }
}

final class CrashInDetachedTaskVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .crashInDetachedTask }
}

final class CrashWithChildProcessVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .crashWithChildProcess }
}

final class StackOverflowVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .stackOverflow }
}

final class SynchronousLoopVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .synchronousLoop }
}

final class EffectLoopVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .effectLoop }
}

final class SleepsForeverVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .sleepsForever }
}

final class LeakedScreenVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .leakedScreen }
}

final class GCDLeftoverVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .gcdLeftover }
}

final class MainQueueLoopVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .mainQueueLoop }
}

final class MainQueueAfterVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .mainQueueAfter }
}

final class ForgesOutputVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .forgesOutput }
}

final class DropsContinuationVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .dropsContinuation }
}

final class RealTimeSleepVariant: PlantedFaultVariant {
  override nonisolated class var fault: PlantedFault { .realTimeSleep }
}

/// Fires the fault on ``PlantedFault/link`` (and refuses the link); passes every other link on.
@MainActor
final class FaultingSceneDelegate: SceneDelegate {
  private let wrapped: (any SceneDelegate)?
  private let fault: PlantedFault
  private var kept: [AnyObject] = []

  init(wrapping wrapped: (any SceneDelegate)?, fault: PlantedFault) {
    self.wrapped = wrapped
    self.fault = fault
  }

  func scene(_ window: Window, open url: String) -> Bool {
    guard url == PlantedFault.link else { return wrapped?.scene(window, open: url) ?? false }
    fault.fire(in: window) { kept.append($0) }
    return false
  }
}
