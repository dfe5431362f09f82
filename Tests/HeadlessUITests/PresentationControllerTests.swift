import HeadlessUI
import Testing

/// Interactive dismissal (`modal.swipe-dismiss`) and what the presentation delegate hears.
@MainActor
@Suite struct PresentationControllerTests {
  @Test func swipeDismissAsksThenTellsTheDelegateAroundTheDismissal() throws {
    let shell = Shell()
    let modal = shell.makeScreen("m")
    let delegate = PresentationRecorder(journal: shell.journal)
    modal.presentationController.delegate = delegate
    shell.launch()
    shell.a.present(modal)
    _ = shell.takeEvents()
    _ = shell.journal.take()

    try shell.window.swipeDismiss()

    // UIKit (WWDC19 "Modernizing Your UI for iOS 13"): presentationControllerShouldDismiss,
    // presentationControllerWillDismiss, the dismissal, presentationControllerDidDismiss.
    #expect(
      shell.journal.take() == [
        "shouldDismiss m", "willDismiss m", "m willDisappear (beingDismissed)",
        "m didDisappear (beingDismissed)", "didDismiss m",
      ])
    #expect(shell.takeEvents() == ["dismiss m"])
    #expect(shell.window.topModal == nil)
  }

  /// Why a swipe is refused.
  enum Refusal: CaseIterable, Sendable {
    case modalInPresentation, topChildModalInPresentation, delegateSaysNo
  }

  @Test(arguments: Refusal.allCases)
  func refusedSwipeKeepsTheModalAndTellsTheDelegateOfTheAttempt(_ refusal: Refusal) throws {
    let shell = Shell()
    let child = shell.makeScreen("c")
    let modal = NavigationController(rootViewController: child)
    let delegate = PresentationRecorder(journal: shell.journal)
    modal.presentationController.delegate = delegate
    shell.launch()
    shell.a.present(modal)
    _ = shell.takeEvents()
    _ = shell.journal.take()

    switch refusal {
    case .modalInPresentation: modal.isModalInPresentation = true
    case .topChildModalInPresentation: child.isModalInPresentation = true
    case .delegateSaysNo: delegate.allowsDismissal = false
    }
    try shell.window.swipeDismiss()

    // UIKit: with isModalInPresentation set, shouldDismiss is not asked; either refusal ends in
    // presentationControllerDidAttemptToDismiss and the modal stays.
    let asked = refusal == .delegateSaysNo ? ["shouldDismiss c"] : []
    #expect(shell.journal.take() == asked + ["didAttemptToDismiss c"])
    #expect(shell.window.topModal === modal)
    #expect(shell.takeEvents().isEmpty)
  }

  @Test func screenInsideAPresentedNavigationControllerSharesItsPresentationController() throws {
    let shell = Shell()
    let child = shell.makeScreen("c")
    let modal = NavigationController(rootViewController: child)
    let delegate = PresentationRecorder(journal: shell.journal)
    shell.launch()
    shell.a.present(modal)
    _ = shell.journal.take()

    // UIKit: presentationController is "the nearest presentation controller that is managing the
    // current view controller", so the root screen of a presented stack can take the delegate.
    child.presentationController.delegate = delegate
    try shell.window.swipeDismiss()

    #expect(child.presentationController === modal.presentationController)
    #expect(
      shell.journal.take().filter { $0.hasSuffix("Dismiss c") } == [
        "shouldDismiss c", "willDismiss c", "didDismiss c",
      ])
  }

  @Test func dismissInCodeDoesNotTellTheDelegate() {
    let shell = Shell()
    let modal = shell.makeScreen("m")
    let delegateJournal = Journal()
    let delegate = PresentationRecorder(journal: delegateJournal)
    modal.presentationController.delegate = delegate
    shell.launch()
    shell.a.present(modal)

    modal.dismiss()

    #expect(delegateJournal.take().isEmpty)
    #expect(shell.window.topModal == nil)
  }
}
