import HeadlessUI
import Testing

/// Lifecycle calls and transition flags, compared with the order UIKit uses.
@MainActor
@Suite struct ViewControllerTests {
  @Test func makeKeyAndVisibleLoadsAndShowsOnlyTheSelectedTabsRoot() {
    let shell = Shell()
    let otherRoot = shell.second.viewControllers[0]

    shell.window.makeKeyAndVisible()

    // UIKit at launch: the tab bar loads and shows only its selected child, whose navigation
    // controller loads and shows its root: viewDidLoad, viewWillAppear, viewDidAppear. Other tabs
    // stay unloaded until first selected.
    #expect(shell.journal.take() == ["a didLoad", "a willAppear", "a didAppear"])
    #expect(shell.tabBar.isViewLoaded && shell.first.isViewLoaded)
    #expect(!shell.second.isViewLoaded && !otherRoot.isViewLoaded)
    #expect(shell.takeEvents().isEmpty)
  }

  @Test(arguments: TransitionCase.all)
  func transitionCallsLifecycleInUIKitOrderWithFlagsOnlyDuringItsCalls(_ transition: TransitionCase) throws {
    let shell = Shell()
    shell.launch()
    try transition.arrange(shell)
    _ = shell.journal.take()

    try transition.act(shell)

    #expect(shell.journal.take() == transition.expected)
    #expect(shell.liveScreens.allSatisfy { !$0.hasTransitionFlag })
  }

  @Test func screensThatAreNotOnScreenGetNoLifecycleCalls() {
    let shell = Shell()
    shell.launch()

    shell.second.pushViewController(shell.makeScreen("y"))

    #expect(shell.journal.take().isEmpty)
    #expect(shell.takeEvents() == ["push y"])
  }

  @Test func lifecycleCallsWaitForMakeKeyAndVisible() {
    let shell = Shell()
    shell.first.pushViewController(shell.makeScreen("b"))
    shell.a.present(shell.makeScreen("m"))
    #expect(shell.journal.take().isEmpty)

    shell.window.makeKeyAndVisible()

    #expect(
      shell.journal.take() == [
        "b didLoad", "m didLoad", "b willAppear", "m willAppear", "b didAppear", "m didAppear",
      ])
  }
}
