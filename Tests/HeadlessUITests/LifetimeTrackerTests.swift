import HeadlessUI
import Testing

/// Screens that left, and the objects registered as theirs, must be released.
@MainActor
@Suite struct LifetimeTrackerTests {
  /// How a screen `b` leaves a launched ``Shell``.
  enum Departure: String, CaseIterable, Sendable {
    case popped, poppedWithTheBackControl, replaced, dismissed, swipedAway
  }

  @Test(arguments: Departure.allCases)
  func departedScreenStillReferencedIsReported(_ departure: Departure) throws {
    let shell = Shell()
    shell.launch()
    let screen = shell.makeScreen("b")

    try Self.show(screen, in: shell, leavingBy: departure)

    #expect(shell.window.lifetimes.leaks() == ["b (JournalingScreen)"])
    withExtendedLifetime(screen) {}
  }

  @Test(arguments: Departure.allCases)
  func objectOfADepartedScreenStillReferencedIsReported(_ departure: Departure) throws {
    let shell = Shell()
    shell.launch()
    let model = ViewModel()

    try Self.showScreen(owning: model, in: shell, leavingBy: departure)

    #expect(shell.window.lifetimes.leaks() == ["view model of b (JournalingScreen) (ViewModel)"])
    withExtendedLifetime(model) {}
  }

  @Test(arguments: Departure.allCases)
  func releasedScreensAndObjectsAreNotReported(_ departure: Departure) throws {
    let shell = Shell()
    shell.launch()

    try Self.showScreen(owning: ViewModel(), in: shell, leavingBy: departure)

    #expect(shell.window.lifetimes.leaks().isEmpty)
    #expect(!shell.liveScreens.contains { $0.name == "b" })
  }

  @Test func screenShownAgainAfterLeavingIsNotReported() {
    let shell = Shell()
    shell.launch()
    let screen = shell.makeScreen("b")
    let modal = shell.makeScreen("m")

    shell.first.pushViewController(screen)
    shell.first.popViewController()
    shell.first.pushViewController(screen)
    shell.a.present(modal)
    modal.dismiss()
    shell.a.present(modal)

    #expect(shell.window.lifetimes.leaks().isEmpty)
  }

  @Test func screensInsideADismissedStackAreTrackedToo() {
    let shell = Shell()
    shell.launch()
    let inner = shell.makeScreen("c")
    do {
      shell.a.present(NavigationController(rootViewController: inner))
      shell.window.topModal?.dismiss()
    }

    #expect(shell.window.lifetimes.leaks() == ["c (JournalingScreen)"])
    withExtendedLifetime(inner) {}
  }

  // MARK: - Fixture

  final class ViewModel {}

  /// Shows a screen `b` owning `model` (the test holds nothing else of it), then makes it leave.
  static func showScreen(owning model: ViewModel, in shell: Shell, leavingBy departure: Departure) throws {
    let screen = shell.makeScreen("b")
    screen.trackLifetime(of: model, role: "view model")
    try show(screen, in: shell, leavingBy: departure)
  }

  static func show(_ screen: ViewController, in shell: Shell, leavingBy departure: Departure) throws {
    switch departure {
    case .popped, .poppedWithTheBackControl, .replaced:
      shell.first.pushViewController(screen)
    case .dismissed, .swipedAway:
      shell.a.present(screen)
    }
    switch departure {
    case .popped: shell.first.popViewController()
    case .poppedWithTheBackControl: try shell.window.tapBack()
    case .replaced: shell.first.setViewControllers([shell.a, shell.makeScreen("c")])
    case .dismissed: screen.dismiss()
    case .swipedAway: try shell.window.swipeDismiss()
    }
  }
}
