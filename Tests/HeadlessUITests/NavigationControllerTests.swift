import HeadlessUI
import Testing

/// Stack changes: their results, the events the window records, and what the delegate hears.
@MainActor
@Suite struct NavigationControllerTests {
  /// A stack change on tab `one` of a launched ``Shell`` whose stack is `a` plus `pushed`.
  struct StackChange: Sendable, CustomTestStringConvertible {
    let name: String
    let pushed: [String]
    /// Performs the change; returns the names of the screens the call returned.
    let act: @MainActor @Sendable (Shell) throws -> [String]
    let returned: [String]
    let stack: [String]
    let events: [String]
    let delegate: [String]

    var testDescription: String { name }
  }

  nonisolated static let changes: [StackChange] = [
    StackChange(
      name: "push", pushed: [],
      act: { shell in
        shell.first.pushViewController(shell.makeScreen("b"))
        return []
      },
      returned: [], stack: ["a", "b"], events: ["push b"], delegate: ["willShow b", "didShow b"]),
    StackChange(
      name: "pop", pushed: ["b"],
      act: { [$0.first.popViewController()].compactMap { $0?.screenName } },
      returned: ["b"], stack: ["a"], events: ["pop b"], delegate: ["willShow a", "didShow a"]),
    StackChange(
      name: "pop at the root does nothing", pushed: [],
      act: { [$0.first.popViewController()].compactMap { $0?.screenName } },
      returned: [], stack: ["a"], events: [], delegate: []),
    StackChange(
      name: "the back control pops like the container does", pushed: ["b", "c"],
      act: { shell in
        try shell.window.tap(Window.backControlID)
        return []
      },
      returned: [], stack: ["a", "b"], events: ["pop c"], delegate: ["willShow b", "didShow b"]),
    StackChange(
      name: "pop to root", pushed: ["b", "c"],
      act: { $0.first.popToRootViewController().map(\.screenName) },
      returned: ["b", "c"], stack: ["a"], events: ["pop-to-root a"], delegate: ["willShow a", "didShow a"]),
    StackChange(
      name: "pop to root at the root does nothing", pushed: [],
      act: { $0.first.popToRootViewController().map(\.screenName) },
      returned: [], stack: ["a"], events: [], delegate: []),
    StackChange(
      name: "set stack", pushed: ["b"],
      act: { shell in
        shell.first.setViewControllers([shell.a, shell.makeScreen("c"), shell.makeScreen("d")])
        return []
      },
      returned: [], stack: ["a", "c", "d"], events: ["set-stack a > c > d"],
      delegate: ["willShow d", "didShow d"]),
    StackChange(
      name: "set stack keeping the top tells the delegate nothing", pushed: ["b"],
      act: { shell in
        shell.first.setViewControllers([shell.first.viewControllers[1]])
        return []
      },
      returned: [], stack: ["b"], events: ["set-stack b"], delegate: []),
  ]

  @Test(arguments: changes)
  func stackChangeReturnsRecordsAndTellsTheDelegate(_ change: StackChange) throws {
    let shell = Shell()
    let delegateJournal = Journal()
    let delegate = NavigationRecorder(journal: delegateJournal)
    shell.launch()
    var held: [ViewController] = []
    for name in change.pushed {
      let screen = shell.makeScreen(name)
      held.append(screen)
      shell.first.pushViewController(screen)
    }
    _ = shell.takeEvents()
    shell.first.delegate = delegate

    let returned = try change.act(shell)

    #expect(returned == change.returned)
    #expect(shell.first.viewControllers.map(\.screenName) == change.stack)
    #expect(shell.first.topViewController?.screenName == change.stack.last)
    #expect(shell.takeEvents() == change.events)
    #expect(delegateJournal.take() == change.delegate)
    withExtendedLifetime(held) {}
  }

  @Test func delegateHearsWillShowBeforeTheNewTopAppearsAndDidShowAfter() {
    let shell = Shell()
    let delegate = NavigationRecorder(journal: shell.journal)
    shell.first.delegate = delegate
    shell.launch()

    shell.first.pushViewController(shell.makeScreen("b"))

    // UIKit: navigationController(_:willShow:) comes before the new top's viewWillAppear,
    // navigationController(_:didShow:) after its viewDidAppear.
    let order = shell.journal.take().filter { entry in
      entry.hasSuffix("Show b") || entry.hasPrefix("b willAppear") || entry.hasPrefix("b didAppear")
    }
    #expect(
      order == ["willShow b", "b willAppear (movingToParent)", "b didAppear (movingToParent)", "didShow b"])
  }

  @Test func pushedScreensKnowTheirNavigationAndTabBarControllers() {
    let shell = Shell()
    let screen = shell.makeScreen("b")

    shell.first.pushViewController(screen)

    #expect(screen.navigationController === shell.first)
    #expect(screen.tabBarController === shell.tabBar)
    #expect(screen.window === shell.window)
    #expect(screen.parent === shell.first)
  }

  @Test func poppedScreensLeaveTheirContainer() {
    let shell = Shell()
    let screen = shell.makeScreen("b")
    shell.first.pushViewController(screen)

    shell.first.popViewController()

    #expect(screen.parent == nil)
    #expect(screen.navigationController == nil)
    #expect(screen.window == nil)
  }
}
