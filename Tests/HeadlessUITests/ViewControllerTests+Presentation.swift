import HeadlessUI
import Testing

// MARK: - Presenting and dismissing

extension ViewControllerTests {
  @Test func presentationAttachesToTheTopmostContainerAndIsSeenFromInsideIt() {
    let shell = Shell()
    let modalRoot = shell.makeScreen("c")
    let modal = NavigationController(rootViewController: modalRoot)
    shell.launch()

    shell.a.present(modal)

    // UIKit: presentedViewController is "presented by this view controller or its nearest
    // ancestor"; presentingViewController is "the view controller that presented this view
    // controller (or its farthest ancestor)".
    #expect(shell.tabBar.presentedViewController === modal)
    #expect(shell.a.presentedViewController === modal)
    #expect(modal.presentingViewController === shell.tabBar)
    #expect(modalRoot.presentingViewController === shell.tabBar)
    #expect(modalRoot.tabBarController === shell.tabBar)
    #expect(modalRoot.window === shell.window)
    #expect(shell.window.topModal === modal)
    #expect(shell.takeEvents() == ["present c"])
  }

  @Test(arguments: DismissalSource.allCases)
  func dismissInCodeRemovesTheModal(from source: DismissalSource) {
    let shell = Shell()
    let modalRoot = shell.makeScreen("c")
    let modal = NavigationController(rootViewController: modalRoot)
    shell.launch()
    shell.a.present(modal)
    _ = shell.takeEvents()

    switch source {
    case .presenter: shell.a.dismiss()
    case .tabBar: shell.tabBar.dismiss()
    case .modal: modal.dismiss()
    case .screenInsideTheModal: modalRoot.dismiss()
    }

    #expect(shell.window.topModal == nil)
    #expect(shell.a.presentedViewController == nil)
    #expect(modal.presentingViewController == nil)
    #expect(shell.takeEvents() == ["dismiss c"])
  }

  @Test func dismissWithNothingPresentedDoesNothing() {
    let shell = Shell()
    shell.launch()

    shell.a.dismiss()

    #expect(shell.takeEvents().isEmpty)
    #expect(shell.journal.take().isEmpty)
  }

  @Test func dismissingALowerModalTakesTheOnesAboveItAlong() {
    let shell = Shell()
    let lower = shell.makeScreen("m1")
    shell.launch()
    shell.a.present(lower)
    lower.present(shell.makeScreen("m2"))
    #expect(shell.takeEvents() == ["present m1", "present m2"])

    lower.presentingViewController?.dismiss()

    #expect(shell.window.topModal == nil)
    #expect(shell.takeEvents() == ["dismiss m1"])
  }

  @Test func presentingWhileAlreadyPresentingReportsAProblemAndIsIgnored() {
    let shell = Shell()
    shell.launch()
    shell.a.present(shell.makeScreen("m"))

    shell.a.present(shell.makeScreen("n"))

    #expect(shell.window.topModal?.screenName == "m")
    #expect(shell.takeEvents() == ["present m"])
    #expect(
      shell.window.takeProblems() == [
        "`a` tried to present `n` while `m` is presented; the second presentation was ignored"
      ])
    #expect(shell.window.takeProblems().isEmpty)
  }

  @Test func completionRunsAfterTheTransition() {
    let shell = Shell()
    let modal = shell.makeScreen("m")
    shell.launch()
    var topAtCompletion: [String] = []

    shell.a.present(modal) { topAtCompletion.append(shell.window.topScreenName) }
    modal.dismiss { topAtCompletion.append(shell.window.topScreenName) }

    #expect(topAtCompletion == ["m", "a"])
  }

  /// Who calls `dismiss()`; UIKit forwards the call to the presenting controller in every case.
  enum DismissalSource: CaseIterable, Sendable {
    case presenter, tabBar, modal, screenInsideTheModal
  }
}
