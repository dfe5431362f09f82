import AppContract
import Domain
import HeadlessSwiftUI
import HeadlessUI
import SwiftUIApp

/// The `swiftui` app with one planted fault of the SwiftUI era: ``PlantedFault/link`` presents
/// ``FaultScreen`` with that fault. Each subclass names one fault; the variant's name is the
/// fault's. This class itself plants none (`swiftui-fault-screen`): the same screen, healthy.
@MainActor
class SwiftUIPlantedFaultVariant: AppVariant {
  nonisolated class var fault: SwiftUIPlantedFault? { nil }
  nonisolated static var name: String { fault?.rawValue ?? "swiftui-fault-screen" }
  nonisolated static var displayName: String {
    "SwiftUI with a planted fault: \(fault?.rawValue ?? "none") (harness tests only)"
  }

  private let base: SwiftUIVariant
  private let sceneDelegate: FaultScreenSceneDelegate

  required init(environment: AppEnvironment, window: Window) {
    base = SwiftUIVariant(environment: environment, window: window)
    sceneDelegate = FaultScreenSceneDelegate(
      wrapping: window.sceneDelegate, fault: Self.fault, clock: environment.clock)
    window.sceneDelegate = sceneDelegate
  }

  func exportState() -> AppSnapshot { base.exportState() }
}

final class TaskIgnoresCancellationVariant: SwiftUIPlantedFaultVariant {
  override nonisolated class var fault: SwiftUIPlantedFault? { .taskIgnoresCancellation }
}

final class StateLostOnRerenderVariant: SwiftUIPlantedFaultVariant {
  override nonisolated class var fault: SwiftUIPlantedFault? { .stateLostOnRerender }
}

final class ModelChangedOffMainActorVariant: SwiftUIPlantedFaultVariant {
  override nonisolated class var fault: SwiftUIPlantedFault? { .modelChangedOffMainActor }
}

/// Presents ``FaultScreen`` on ``PlantedFault/link`` (and accepts the link); passes every other
/// link on.
@MainActor
final class FaultScreenSceneDelegate: SceneDelegate {
  private let wrapped: (any SceneDelegate)?
  private let fault: SwiftUIPlantedFault?
  private let clock: any AppClock

  init(wrapping wrapped: (any SceneDelegate)?, fault: SwiftUIPlantedFault?, clock: any AppClock) {
    self.wrapped = wrapped
    self.fault = fault
    self.clock = clock
  }

  func scene(_ window: Window, open url: String) -> Bool {
    guard url == PlantedFault.link else { return wrapped?.scene(window, open: url) ?? false }
    let screen = HostingController(rootView: FaultScreen(fault: fault, clock: clock), screenName: "fault")
    window.topScreen?.present(screen)
    return true
  }
}
